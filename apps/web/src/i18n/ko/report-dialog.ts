import { REPORT_MESSAGES, REPORT_REASON_LABELS } from '@tubesphere/shared/contract/reports';

/** The 신고 dialog: reasons, details, the legal note and the outcome. */
export const reportDialog = {
  dialogTitle: { post: '게시글 신고', comment: '댓글 신고', message: '쪽지 신고' },
  intro: {
    post: '이 게시글을 신고하는 이유를 골라주세요.',
    comment: '이 댓글을 신고하는 이유를 골라주세요.',
    message: '이 쪽지를 신고하는 이유를 골라주세요. 신고하면 관리자가 쪽지 내용을 확인합니다.',
  },
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
} as const;
