export { useCreateComment } from './api/create-comment.ts';
export { CommentSection } from './components/comment-section.tsx';
export { CommentText } from './components/comment-text.tsx';
export { threadComments } from './utils/thread-comments.ts';
