import type { Block } from '@tubesphere/shared/contract/blocks';
import type { MomentComment } from '@tubesphere/shared/domain/video-moments';
import { parseYoutubeId } from '@tubesphere/shared/domain/video-url';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface PostVideo {
  /** The post's first YouTube video; null when it has none. */
  videoId: string | null;
  /** The post's text, whose timestamps count as moments too. */
  text: string;
}

/** Stored blocks are ours, but a bad value must not break a page: no video then. */
function parseBlocks(json: string): Block[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as Block[]) : [];
  } catch {
    return [];
  }
}

/**
 * A live post's YouTube video (its first: the one timestamps refer to) and text; null when the
 * post is gone. `viewerId` limits it
 * to posts that viewer may see (confirmed, or their own pending one); undefined skips that check.
 */
export async function findPostVideo(db: Db, postId: number, viewerId?: number | null): Promise<PostVideo | null> {
  let query = db
    .selectFrom('post')
    .select(['blocks_json', 'content'])
    .where('post_id', '=', postId)
    .where('deleted_at', 'is', null);
  if (viewerId !== undefined) {
    query = query.where((eb) =>
      viewerId === null
        ? eb('is_confirmed', '=', 1)
        : eb.or([eb('is_confirmed', '=', 1), eb('user_id', '=', viewerId)]),
    );
  }
  const row = await query.executeTakeFirst();
  if (!row) return null;
  let videoId: string | null = null;
  for (const block of parseBlocks(row.blocks_json)) {
    videoId = block.type === 'video' && block.url ? parseYoutubeId(block.url) : null;
    if (videoId) break;
  }
  return { videoId, text: row.content };
}

/** The live comments of a post with what moments read: text, 지금 장면 second, likes. */
export async function findMomentComments(db: Db, postId: number): Promise<MomentComment[]> {
  const rows = await db
    .selectFrom('comment')
    .select(['comment_id', 'content', 'video_seconds', 'like_count'])
    .where('post_id', '=', postId)
    .where('deleted_at', 'is', null)
    .where('hidden_at', 'is', null)
    .execute();
  return rows.map((row) => ({
    commentId: row.comment_id,
    content: row.content,
    videoSeconds: row.video_seconds,
    likeCount: row.like_count,
  }));
}
