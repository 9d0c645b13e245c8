/** 알림: the bell, the /notifications page and live toasts. */
export const notifications = {
  bell: '알림',
  // The badge's number stands alone in the name (WCAG 2.5.3, label in name): "2개" would not
  // contain the "2" a sighted voice-control user reads and says.
  bellUnread: (count: string) => `알림, 읽지 않음 ${count}`,
  /** Read after the 알림 tab's visible label (its name: "알림 읽지 않음 2"). */
  tabUnreadSuffix: (count: string) => `읽지 않음 ${count}`,
  /** The badge stops counting here. */
  many: '99+',
  panelTitle: '알림',
  panelLabel: '최근 알림',
  markAllRead: '모두 읽음',
  markingAllRead: '처리 중...',
  seeAll: '알림 전체 보기',
  settingsLink: '알림 설정',
  loading: '알림을 불러오는 중...',
  loadFailed: '알림을 불러오지 못했습니다.',
  markFailed: '알림을 읽음으로 표시하지 못했습니다.',
  empty: '아직 알림이 없어요',
  emptyMessage: '누군가 회원님의 글에 댓글을 달거나 좋아요를 누르면 여기에서 알려드릴게요.',
  pageTitle: '알림',
  pageSubtitle: '회원님의 글과 댓글, 컴패니언 소식을 모아 보여드려요.',
  unreadSummary: (count: string) => `읽지 않은 알림 ${count}개`,
  allRead: '모든 알림을 읽었어요.',
  loadMore: '더 보기',
  loadingMore: '불러오는 중...',
  unread: '읽지 않음',
  /** What happened, one sentence per type; `name` is who did it. */
  message: {
    comment: (name: string) => `${name}님이 회원님의 게시글에 댓글을 남겼습니다.`,
    reply: (name: string) => `${name}님이 회원님의 댓글에 답글을 남겼습니다.`,
    mention: (name: string) => `${name}님이 댓글에서 회원님을 언급했습니다.`,
    mentionInPost: (name: string) => `${name}님이 게시글에서 회원님을 언급했습니다.`,
    postLiked: (name: string) => `${name}님이 회원님의 게시글을 좋아합니다.`,
    postLikedMany: (name: string, others: string) => `${name}님 외 ${others}명이 회원님의 게시글을 좋아합니다.`,
    commentLiked: (name: string) => `${name}님이 회원님의 댓글을 좋아합니다.`,
    commentLikedMany: (name: string, others: string) => `${name}님 외 ${others}명이 회원님의 댓글을 좋아합니다.`,
    newPost: (name: string) => `${name}님이 새 글을 올렸습니다.`,
    postConfirmed: '회원님의 게시글이 승인되어 모두에게 공개되었습니다.',
    levelUp: (level: string) => `컴패니언이 Lv.${level}에 도달했습니다!`,
    partUnlocked: (count: string) => `새 파츠 ${count}개가 열렸습니다.`,
    postRejected: '회원님의 게시글이 반려되었습니다.',
    postHidden: '회원님의 게시글이 숨김 처리되었습니다.',
    postRestored: '검토 결과 회원님의 게시글이 다시 공개되었습니다.',
    commentRestored: '검토 결과 회원님의 댓글이 다시 공개되었습니다.',
    reportResolved: '회원님이 신고한 내용이 처리되었습니다.',
  },
  /** The second line: what it is about. */
  detail: {
    quote: (text: string) => `“${text}”`,
    post: (title: string) => `게시글 「${title}」`,
    reason: (text: string) => `사유: ${text}`,
    outcome: (text: string) => `처리 결과: ${text}`,
    parts: (names: string) => `열린 파츠: ${names}`,
    commentGone: '삭제된 댓글입니다.',
  },
} as const;
