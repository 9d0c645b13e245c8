/** Post detail page (docs/product.md#post-detail). */
export const post = {
  back: '뒤로 가기',
  loading: '게시글을 불러오는 중...',
  notFoundTitle: '게시글을 찾을 수 없습니다',
  notFoundMessage: '삭제되었거나 존재하지 않는 게시글입니다.',
  goHome: '홈으로 가기',
  loadFailed: '게시글을 불러오지 못했습니다.',
  sphereLabel: '스피어',
  commentsButton: (count: string) => `댓글 ${count}`,
  // Starts with the visible text (댓글 N) so the spoken name matches what is seen.
  commentsButtonLabel: (count: string) => `댓글 ${count}, 댓글로 이동`,
  views: (count: string) => `조회 ${count}`,
  share: '공유하기',
  shareCopied: '링크가 클립보드에 복사되었습니다!',
  shareFailed: '링크를 복사하지 못했습니다. 주소창의 링크를 직접 복사해주세요.',
  authorLabel: '작성자',
} as const;
