export { useCreateComment } from './api/create-comment.ts';
export { CommentSection } from './components/comment-section.tsx';
export { threadComments } from './utils/thread-comments.ts';
