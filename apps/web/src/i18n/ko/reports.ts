import { COMMENT_MESSAGES } from '@tubesphere/shared/contract/comments';

/** 신고 in the ⋯ menus, and what authors see of moderation on their own content. */
export const reports = {
  menuItem: '신고',
  hiddenComment: COMMENT_MESSAGES.hiddenPlaceholder,
  moderation: {
    rejectedBadge: '반려됨',
    hiddenBadge: '숨김 처리됨',
    rejectedTitle: '관리자가 이 글을 반려했습니다',
    hiddenTitle: '이 글은 숨김 처리되어 다른 사람에게 보이지 않습니다',
    autoHiddenTitle: '신고가 쌓여 관리자 검토 전까지 이 글이 숨겨졌습니다',
    reason: '사유',
    rejectedHelp: '글을 고쳐 저장하면 다시 검토를 요청합니다.',
    /** Hidden by an admin: a decision was made. */
    hiddenHelp: '관리자가 운영정책에 맞지 않는다고 판단해 숨겼습니다.',
    /** Hidden by reports: nothing has been decided yet. */
    autoHiddenHelp: '관리자가 검토해 문제가 없으면 다시 공개되고, 결과는 알림으로 알려 드립니다.',
    onlyYou: '이 안내는 작성자에게만 보입니다.',
  },
} as const;
