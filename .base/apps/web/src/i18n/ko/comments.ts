import { COMMENT_MESSAGES } from '@tubesphere/shared/contract/comments';

/** Comment list and form; the validation texts are the spec's, shared with the server. */
export const comments = {
  title: '댓글',
  count: (count: string) => `댓글 ${count}개`,
  empty: '첫 댓글을 남겨보세요.',
  formLabel: '댓글 작성',
  replyFormLabel: (name: string) => `${name}님에게 답글 작성`,
  placeholder: '댓글을 입력하세요. (Ctrl+Enter로 등록)',
  replyPlaceholder: '답글을 입력하세요. (Ctrl+Enter로 등록)',
  placeholderSignedOut: '댓글을 작성하려면 로그인해주세요.',
  login: '로그인하기',
  submit: '댓글 작성',
  submitReply: '답글 작성',
  submitting: '작성 중...',
  counter: (length: number, max: number) => `${length}/${max}`,
  reply: '답글',
  cancelReply: '답글 취소',
  repliesLabel: (name: string) => `${name}님 댓글의 답글`,
  repliesOfDeletedLabel: '삭제된 댓글의 답글',
  loginRequired: COMMENT_MESSAGES.loginRequired,
  contentRequired: COMMENT_MESSAGES.contentRequired,
  contentTooLong: COMMENT_MESSAGES.contentTooLong,
  failed: COMMENT_MESSAGES.failed,
  listFailed: '댓글을 표시하지 못했습니다.',
} as const;
