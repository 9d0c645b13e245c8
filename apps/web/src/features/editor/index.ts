export { createPost, useCreatePost } from './api/create-post.ts';
export { WritePage } from './components/write-page.tsx';
