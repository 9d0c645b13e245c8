export const adminShell = {
  title: '관리자 센터',
  backHome: '홈으로 돌아가기',
  sidebarLabel: '관리자 메뉴',
  groups: { posts: '게시글', tools: '도구', youtube: '유튜브 API', data: '외부 데이터' },
} as const;
