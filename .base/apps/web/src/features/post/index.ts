export { postDetailQueryOptions, usePostDetail } from './api/get-post-detail.ts';
export { PostDetailPage } from './components/post-detail-page.tsx';
