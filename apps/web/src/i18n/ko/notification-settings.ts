/** The 알림 section of /settings: which kinds of notification are made. */
export const notificationSettings = {
  title: '알림 설정',
  description: '받고 싶은 알림만 켜 두세요. 끈 알림은 만들어지지 않습니다.',
  loading: '알림 설정을 불러오는 중...',
  loadFailed: '알림 설정을 불러오지 못했습니다.',
  saveFailed: '알림 설정을 저장하지 못했습니다. 다시 시도해주세요.',
  saved: '알림 설정을 저장했습니다.',
  groups: {
    activity: '내 글과 댓글',
    review: '게시글 검토와 신고',
    companion: '컴패니언',
  },
  types: {
    comment: '내 게시글에 달린 댓글',
    reply: '내 댓글에 달린 답글',
    mention: '게시글이나 댓글에서 나를 언급(@이름)',
    post_liked: '내 게시글 좋아요 (하루 한 번 모아서)',
    comment_liked: '내 댓글 좋아요 (하루 한 번 모아서)',
    new_post: '팔로우한 회원과 새 글 알림을 켠 스피어의 새 글',
    post_confirmed: '게시글 승인',
    post_rejected: '게시글 반려',
    post_hidden: '게시글 숨김',
    post_restored: '숨겨진 글과 댓글의 복원',
    report_resolved: '신고 처리 결과',
    level_up: '컴패니언 레벨 업',
    part_unlocked: '새 파츠 잠금 해제',
  },
  mail: {
    title: '메일 소식',
    unverified: '메일은 인증된 이메일 주소로만 보냅니다. 주소를 인증하면 켜 둔 메일이 오기 시작해요.',
    verifyLink: '이메일 인증하러 가기',
    kinds: {
      weeklyDigest: {
        label: '주간 소식 메일',
        hint: '매주 월요일 아침, 내 스피어에서 지난주 가장 인기 있던 글을 모아 보내요.',
      },
      unreadNotifications: {
        label: '읽지 않은 알림 메일',
        hint: '하루가 지나도록 읽지 않은 알림을 모아 하루 한 번까지 보내요.',
      },
    },
  },
  on: '켜짐',
  off: '꺼짐',
} as const;
