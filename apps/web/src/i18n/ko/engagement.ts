/** 스크랩, following, 새 글 알림, comment likes and @ suggestions. */
export const engagement = {
  bookmark: {
    save: '스크랩',
    unsave: '스크랩 취소',
    failed: '스크랩하지 못했습니다. 다시 시도해주세요.',
  },
  bookmarks: {
    title: '스크랩',
    heading: '스크랩한 글',
    listLabel: '스크랩한 글 목록',
    loading: '스크랩한 글을 불러오는 중...',
    emptyTitle: '아직 스크랩한 글이 없습니다',
    emptyMessage: '글의 ⋯ 메뉴나 글 화면의 스크랩 버튼으로 나중에 볼 글을 모아 두세요.',
    loadFailed: '스크랩한 글을 불러오지 못했습니다.',
  },
  feedScope: {
    label: '피드 범위',
    all: '전체',
    following: '팔로잉',
    listLabel: '팔로잉 피드',
    emptyTitle: '팔로우한 회원의 글이 아직 없습니다',
    emptyMessage: '프로필에서 팔로우하면 그 회원의 새 글이 여기에 모입니다.',
    loadFailed: '팔로잉 피드를 불러오지 못했습니다.',
  },
  follow: {
    follow: '팔로우',
    following: '팔로잉',
    followLabel: (name: string) => `${name}님 팔로우`,
    followingLabel: (name: string) => `${name}님 팔로잉`,
    followers: '팔로워',
    followingCount: '팔로잉',
    failed: '팔로우하지 못했습니다. 다시 시도해주세요.',
  },
  subscription: {
    label: '새 글 알림',
    failed: '새 글 알림 설정을 바꾸지 못했습니다.',
  },
  commentLike: {
    label: (n: string) => `댓글 좋아요 ${n}`,
    failed: '댓글 좋아요를 하지 못했습니다.',
  },
  best: {
    heading: '베스트 댓글',
    badge: '베스트',
  },
  mention: {
    listLabel: '멘션할 회원',
    none: '일치하는 회원이 없습니다',
    count: (n: number) => `회원 ${n}명 제안됨. 위아래 화살표로 고르고 Enter로 넣으세요.`,
    failed: '회원을 찾지 못했습니다.',
  },
} as const;
