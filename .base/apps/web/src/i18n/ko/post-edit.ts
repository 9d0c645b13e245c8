import { POST_MESSAGES } from '@tubesphere/shared/domain/post-content';

/** /post/{postId}/edit: the author changes a post they wrote. */
export const postEdit = {
  heading: '글 수정',
  subheading: '고친 글에는 (수정됨)이 표시됩니다.',
  confirmedNote: '확정된 글은 고쳐도 확정된 채로 남습니다.',
  pendingNote: '확정 대기 중인 글입니다. 관리자가 확정하면 모두에게 보입니다.',
  loading: '글을 불러오는 중...',
  titleLabel: '제목',
  titlePlaceholder: '제목 (선택)',
  titleRequiredPlaceholder: '제목',
  titleCounter: (length: number, max: number) => `${length}/${max}`,
  titleTooLong: POST_MESSAGES.titleTooLong,
  shareNote: '영상 공유 글은 제목, 설명(텍스트 블록), 유튜브 링크가 모두 있어야 합니다.',
  submit: '수정 완료',
  submitting: '저장 중...',
  cancel: '취소',
  uploadBusy: '이미지를 올리는 중입니다. 끝나면 저장할 수 있어요.',
  success: '게시글을 수정했습니다.',
  failed: '게시글을 수정하지 못했습니다. 다시 시도해주세요.',
  notOwnerTitle: '본인이 쓴 글만 수정할 수 있습니다',
  notOwnerMessage: '다른 사람의 글은 수정할 수 없어요.',
  backToPost: '글로 돌아가기',
} as const;
