import { type Block, blocks as blocksSchema } from '@tubesphere/shared/contract/blocks';
import type { Post } from '@tubesphere/shared/contract/posts';
import { timeAgo } from '@tubesphere/shared/domain/format';
import { toWirePostId, toWireUserId } from '@tubesphere/shared/domain/ids';
import type { PostRow } from '../../db/schema.ts';

/** A post row joined with what the wire shape needs (author, sphere, the viewer's reaction and 스크랩). */
export interface PostRecord extends PostRow {
  author_name: string;
  author_image: string | null;
  author_bio: string | null;
  author_deleted_at: string | null;
  author_trust_level: number;
  sphere_name: string | null;
  sphere_icon: string | null;
  /** The viewing user's reaction, or null (guests, or no reaction). */
  my_reaction: 'like' | 'dislike' | null;
  /** 1 when the viewing user saved it (스크랩); 0 for guests. */
  my_bookmark: number;
}

/** Stored JSON is ours, but a bad row must not break a whole feed page: fall back to no blocks. */
export function parseBlocks(json: string): Block[] {
  try {
    const parsed = blocksSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function parseCategories(json: string | null): Post['categories'] {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as { timing?: unknown; content?: unknown };
    const strings = (list: unknown) =>
      Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
    return { timing: strings(value.timing), content: strings(value.content) };
  } catch {
    return null;
  }
}

/** The post's `media` items, derived from the blocks so the two never disagree. */
export function mediaFromBlocks(blocks: Block[]): Post['media'] {
  const media: Post['media'] = [];
  for (const b of blocks) {
    if (b.type === 'image' && b.url) media.push({ media_type: 'image', media_url: b.url, content: b.caption ?? '' });
    if (b.type === 'video' && b.url) media.push({ media_type: 'video', media_url: b.url, content: b.caption ?? '' });
    if (b.type === 'link' && b.url) {
      const { title = '', description = '', image = null, domain = '' } = b;
      media.push({
        media_type: 'link',
        media_url: b.url,
        content: JSON.stringify({ title, description, image, domain }),
      });
    }
  }
  return media;
}

export function toWirePost(record: PostRecord, now: Date = new Date()): Post {
  const blocks = parseBlocks(record.blocks_json);
  return {
    postId: toWirePostId(record.post_id),
    userId: toWireUserId(record.user_id),
    userName: record.author_name,
    profileImage: record.author_image,
    authorDeleted: record.author_deleted_at !== null,
    authorTrustLevel: record.author_trust_level,
    bio: record.author_bio,
    title: record.title,
    content: record.content,
    image: record.image,
    media: mediaFromBlocks(blocks),
    blocks,
    blocksJson: record.blocks_json,
    likeCount: record.like_count,
    dislikeCount: record.dislike_count,
    commentCount: record.comment_count,
    shareCount: record.share_count,
    viewCount: record.view_count,
    view_count: record.view_count,
    isLiked: record.my_reaction === 'like',
    isDisliked: record.my_reaction === 'dislike',
    isBookmarked: Number(record.my_bookmark) === 1,
    timeAgo: timeAgo(record.created_at, now),
    createdAt: record.created_at,
    sphereId: record.sphere_id,
    sphereName: record.sphere_name,
    sphereIcon: record.sphere_icon,
    isPinned: record.is_pinned === 1,
    isConfirmed: record.is_confirmed === 1,
    apiSource: record.api_source,
    categories: parseCategories(record.categories_json),
    youtubeVideoId: record.youtube_video_id,
    ranking: record.ranking,
    region: record.region,
    editedAt: record.edited_at,
    moderation: record.moderation_status
      ? {
          status: record.moderation_status,
          reason: record.moderation_reason,
          at: record.moderated_at,
          automatic: record.moderated_by === null,
        }
      : null,
  };
}
