/** /admin/mail: the outbox. */
export const adminMail = {
  heading: '메일함',
  intro:
    '사이트가 보낸(또는 보낼) 모든 메일입니다. 비밀번호 재설정 링크가 담겨 있으니 최고 관리자만 볼 수 있고, 읽은 기록이 감사 로그에 남습니다.',
  notDelivering:
    'SMTP_URL이 설정되지 않아 메일을 실제로 보내지 않습니다. 메일은 여기에 쌓이며, 여기서 읽고 링크를 전달할 수 있습니다.',
  loading: '메일을 불러오는 중…',
  failed: '메일함을 불러오지 못했습니다.',
  emptyTitle: '메일이 없습니다',
  emptyMessage: '아직 사이트가 쓴 메일이 없습니다.',
  statusFilter: '상태',
  allStatuses: '전체',
  status: { pending: '대기', sending: '보내는 중', sent: '보냄', failed: '실패' } as Record<string, string>,
  kind: {
    'password-reset': '비밀번호 재설정',
    'verify-email': '이메일 인증',
    'change-email': '이메일 변경',
    'email-changed': '이메일 변경 알림',
  } as Record<string, string>,
  to: '받는 사람',
  attempts: (count: number) => `시도 ${count}회`,
  read: '읽기',
  close: '닫기',
  bodyLoading: '본문을 불러오는 중…',
  bodyFailed: '본문을 불러오지 못했습니다.',
  previous: '이전',
  next: '다음',
  pagination: '메일 페이지',
  page: (page: number, pages: number) => `${page} / ${pages} 페이지`,
  total: (count: number) => `모두 ${count.toLocaleString('ko-KR')}통`,
} as const;
