import { createPostBody } from './post-create.ts';
import { post } from './posts.ts';
import { z } from './zod.ts';

export const POST_EDIT_MESSAGES = {
  notYourPost: '본인이 쓴 글만 수정하거나 삭제할 수 있습니다.',
  deleted: '게시글을 삭제했습니다.',
} as const;

/**
 * PATCH /api/posts/{postId}: the creation payload's fields, checked and normalised by the same
 * rules as a new post (title, blocks, sphere, a video share's categories). A post stays a post
 * or a video share: whether it is one is the stored post's, not the body's.
 */
export const updatePostBody = createPostBody;
export type UpdatePostBody = z.input<typeof updatePostBody>;

export const updatePostResponse = z.object({ success: z.literal(true), post });
export type UpdatePostResponse = z.infer<typeof updatePostResponse>;

export const deletePostResponse = z.object({ success: z.literal(true), postId: z.string() });
export type DeletePostResponse = z.infer<typeof deletePostResponse>;
