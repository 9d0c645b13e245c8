/** 재생목록 screens. */
export const playlists = {
  loading: '재생목록을 불러오는 중...',
  loadFailed: '재생목록을 불러오지 못했습니다.',
  notFoundTitle: '재생목록을 찾을 수 없습니다',
  notFoundMessage: '삭제되었거나 비공개인 재생목록입니다.',
  goHome: '홈으로 가기',
  empty: '아직 담긴 영상이 없어요.',
  by: (name: string) => `${name}님의 재생목록`,
  count: (count: number) => `영상 ${count}개`,
  nowPlaying: (index: number, total: number) => `${total}개 중 ${index}번째 재생 중`,
  previous: '이전 영상',
  next: '다음 영상',
  itemsLabel: '재생목록 영상',
  playItem: (title: string) => `${title} 재생`,
  keyboardHint: '단축키: N 다음 영상, P 이전 영상',
  openPost: '게시글 보기',
  visibility: { public: '공개', unlisted: '링크 공개', private: '비공개' },
} as const;
