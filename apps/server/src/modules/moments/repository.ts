import { postVideoIdFromJson } from '@tubesphere/shared/domain/post-video';
import type { MomentComment } from '@tubesphere/shared/domain/video-moments';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface PostVideo {
  /** The post's first YouTube video; null when it has none. */
  videoId: string | null;
  /** The post's text, whose timestamps count as moments too. */
  text: string;
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
  return { videoId: postVideoIdFromJson(row.blocks_json), text: row.content };
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
