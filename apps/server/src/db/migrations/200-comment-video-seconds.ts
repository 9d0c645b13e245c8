import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * 지금 장면에 댓글 (docs/decisions/195-video-times-and-moments.md): a comment may say which second of the
 * post's video it is about. The partial index serves a post's moments: only timestamped rows.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('comment').addColumn('video_seconds', 'integer').execute();
  await db.schema
    .createIndex('comment_video_seconds_idx')
    .on('comment')
    .columns(['post_id', 'video_seconds'])
    .where(sql.ref('video_seconds'), 'is not', null)
    .execute();
}
