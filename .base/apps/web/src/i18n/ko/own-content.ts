import { COMMENT_MESSAGES } from '@tubesphere/shared/contract/comments';

/** The ⋯ menu on posts and comments, editing and deleting one's own content. */
export const ownContent = {
  menuLabel: '더 보기',
  postMenuLabel: '게시글 메뉴',
  commentMenuLabel: (name: string) => `${name}님 댓글 메뉴`,
  edit: '수정',
  delete: '삭제',
  edited: '(수정됨)',
  editedAt: (date: string) => `${date}에 수정됨`,
  deletePostTitle: '게시글을 삭제할까요?',
  deletePostConfirm: '삭제한 글은 되돌릴 수 없습니다. 피드, 검색, 프로필에서 모두 사라집니다.',
  deleteCommentTitle: '댓글을 삭제할까요?',
  deleteCommentConfirm: '삭제한 댓글은 되돌릴 수 없습니다. 답글이 달려 있으면 "삭제된 댓글입니다."로 남습니다.',
  deleting: '삭제 중...',
  postDeleted: '게시글을 삭제했습니다.',
  commentDeleted: '댓글을 삭제했습니다.',
  deleteFailed: '삭제하지 못했습니다. 다시 시도해주세요.',
  deletedComment: COMMENT_MESSAGES.deletedPlaceholder,
  editCommentLabel: '댓글 수정',
  saveEdit: '수정 완료',
  saving: '저장 중...',
  cancelEdit: '취소',
  editFailed: '수정하지 못했습니다. 다시 시도해주세요.',
  authorProfile: (name: string) => `${name}님의 프로필`,
  mentionLabel: (name: string) => `${name}님의 프로필`,
  externalLink: '(새 창에서 열림)',
} as const;
