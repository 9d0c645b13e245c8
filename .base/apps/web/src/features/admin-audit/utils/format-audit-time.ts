const options = { timeZone: 'Asia/Seoul' } as const;
const dateFormatter = new Intl.DateTimeFormat('ko-KR', { ...options, year: 'numeric', month: 'long', day: 'numeric' });
const timeFormatter = new Intl.DateTimeFormat('ko-KR', {
  ...options,
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * ["2025년 6월 3일", "오후 3:04:05"]: Korean time to the second (an audit trail's order), as day
 * and time so a narrow column breaks between them; text that is not a date stays as it is.
 */
export function formatAuditTime(iso: string): [day: string, time: string] {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return [iso, ''];
  return [dateFormatter.format(date), timeFormatter.format(date)];
}
