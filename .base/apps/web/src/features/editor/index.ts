export { createPost, useCreatePost } from './api/create-post.ts';
export { EditPostPage } from './components/edit-post-page.tsx';
export { WritePage } from './components/write-page.tsx';
