import { block } from './blocks.ts';
import { postModeration } from './moderation.ts';
import { z } from './zod.ts';

export const mediaItem = z.object({
  media_type: z.enum(['image', 'video', 'link', 'text']),
  media_url: z.string(),
  /** For links: JSON text with title, description, image, domain. */
  content: z.string(),
});

/** A post as the API sends it (docs/product.md#data). */
export const post = z.object({
  postId: z.string(),
  userId: z.string(),
  userName: z.string(),
  profileImage: z.nullable(z.string()),
  /** The author deleted their account: userName is 탈퇴한 사용자, no picture, no profile link. */
  authorDeleted: z.boolean(),
  /** The author's 등급 0–4, shown as a badge on the card. */
  authorTrustLevel: z.int(),
  bio: z.nullable(z.string()),
  title: z.nullable(z.string()),
  content: z.string(),
  image: z.nullable(z.string()),
  media: z.array(mediaItem),
  blocks: z.array(block),
  blocksJson: z.string(),
  likeCount: z.int(),
  dislikeCount: z.int(),
  commentCount: z.int(),
  shareCount: z.int(),
  viewCount: z.int(),
  view_count: z.int(),
  isLiked: z.boolean(),
  isDisliked: z.boolean(),
  /** The viewer saved it (스크랩); always false for a guest. */
  isBookmarked: z.boolean(),
  timeAgo: z.string(),
  createdAt: z.string(),
  sphereId: z.nullable(z.int()),
  sphereName: z.nullable(z.string()),
  sphereIcon: z.nullable(z.string()),
  isPinned: z.boolean(),
  isConfirmed: z.boolean(),
  apiSource: z.nullable(z.string()),
  categories: z.nullable(z.object({ timing: z.array(z.string()), content: z.array(z.string()) })),
  youtubeVideoId: z.nullable(z.string()),
  ranking: z.nullable(z.int()),
  region: z.nullable(z.string()),
  /** When the author last edited it, or null; shown as (수정됨). */
  editedAt: z.nullable(z.string()),
  /**
   * Rejected or hidden by moderation, with the reason; only its author and admins ever receive
   * such a post (docs/decisions/110-moderation-states.md).
   */
  moderation: z.nullish(postModeration),
});
export type Post = z.infer<typeof post>;
