/** "N초/N분/N시간 후에 다시 시도해주세요." for a wait in milliseconds, rounded up (never "0초"). */
export function retryAfterText(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return `${seconds}초 후에 다시 시도해주세요.`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes}분 후에 다시 시도해주세요.`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${hours}시간${rest > 0 ? ` ${rest}분` : ''} 후에 다시 시도해주세요.`;
}
