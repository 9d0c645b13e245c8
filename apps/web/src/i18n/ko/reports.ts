import { COMMENT_MESSAGES } from '@tubesphere/shared/contract/comments';
import { REPORT_MESSAGES, REPORT_REASON_LABELS } from '@tubesphere/shared/contract/reports';

/** 신고 from the ⋯ menus, and what authors see of moderation on their own content. */
export const reports = {
  menuItem: '신고',
  dialogTitle: { post: '게시글 신고', comment: '댓글 신고' },
  intro: { post: '이 게시글을 신고하는 이유를 골라주세요.', comment: '이 댓글을 신고하는 이유를 골라주세요.' },
  privacy: '신고한 사람은 관리자만 볼 수 있습니다. 검토가 끝나면 결과를 알려드려요.',
  reasonLegend: '신고 사유',
  reasons: REPORT_REASON_LABELS,
  reasonHints: {
    spam: '광고, 도배, 낚시성 링크',
    abuse: '욕설, 혐오 표현, 특정인 비하',
    sexual: '선정적이거나 불쾌한 성적 내용',
    privacy: '연락처·주소·실명 등을 동의 없이 공개',
    copyright: '허락 없이 올린 영상·이미지·글',
    other: '아래에 자세히 적어주세요',
  } as Record<string, string>,
  detailLabel: '자세한 설명',
  detailOptional: '(선택)',
  detailRequired: '(필수)',
  detailPlaceholder: '관리자가 판단하는 데 도움이 되는 내용을 적어주세요.',
  legal:
    '사생활 침해나 명예훼손 등 권리를 침해하는 글은 정보통신망법 제44조의2에 따라 검토 후 임시조치(숨김)될 수 있습니다.',
  submit: '신고하기',
  submitting: '신고하는 중...',
  cancel: '취소',
  chooseReason: REPORT_MESSAGES.badReason,
  detailMissing: REPORT_MESSAGES.detailRequired,
  done: '신고가 접수되었습니다. 검토 결과를 알려드릴게요.',
  failed: '신고하지 못했습니다. 다시 시도해주세요.',
  hiddenComment: COMMENT_MESSAGES.hiddenPlaceholder,
  moderation: {
    rejectedBadge: '반려됨',
    hiddenBadge: '숨김 처리됨',
    rejectedTitle: '관리자가 이 글을 반려했습니다',
    hiddenTitle: '이 글은 숨김 처리되어 다른 사람에게 보이지 않습니다',
    autoHiddenTitle: '신고가 쌓여 관리자 검토 전까지 이 글이 숨겨졌습니다',
    reason: '사유',
    rejectedHelp: '글을 고쳐 저장하면 다시 검토를 요청합니다.',
    hiddenHelp: '운영정책에 맞지 않는다고 판단되어 숨겨졌습니다. 문의는 고객센터로 해주세요.',
    onlyYou: '이 안내는 작성자에게만 보입니다.',
  },
} as const;
