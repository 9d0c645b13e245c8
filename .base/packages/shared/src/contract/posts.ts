import { block } from './blocks.ts';
import { z } from './zod.ts';

export const mediaItem = z.object({
  media_type: z.enum(['image', 'video', 'link', 'text']),
  media_url: z.string(),
  /** For links: JSON text with title, description, image, domain (spec §3). */
  content: z.string(),
});

/** A post as the API sends it (spec §3 Post). */
export const post = z.object({
  postId: z.string(),
  userId: z.string(),
  userName: z.string(),
  profileImage: z.string().nullable(),
  /** The author deleted their account: userName is 탈퇴한 사용자, no picture, no profile link. */
  authorDeleted: z.boolean(),
  bio: z.string().nullable(),
  title: z.string().nullable(),
  content: z.string(),
  image: z.string().nullable(),
  media: z.array(mediaItem),
  blocks: z.array(block),
  blocksJson: z.string(),
  likeCount: z.number().int(),
  dislikeCount: z.number().int(),
  commentCount: z.number().int(),
  shareCount: z.number().int(),
  viewCount: z.number().int(),
  view_count: z.number().int(),
  isLiked: z.boolean(),
  isDisliked: z.boolean(),
  timeAgo: z.string(),
  createdAt: z.string(),
  sphereId: z.number().int().nullable(),
  sphereName: z.string().nullable(),
  sphereIcon: z.string().nullable(),
  isPinned: z.boolean(),
  isConfirmed: z.boolean(),
  apiSource: z.string().nullable(),
  categories: z.object({ timing: z.array(z.string()), content: z.array(z.string()) }).nullable(),
  youtubeVideoId: z.string().nullable(),
  ranking: z.number().int().nullable(),
  region: z.string().nullable(),
  /** When the author last edited it, or null; shown as (수정됨). */
  editedAt: z.string().nullable(),
});
export type Post = z.infer<typeof post>;
