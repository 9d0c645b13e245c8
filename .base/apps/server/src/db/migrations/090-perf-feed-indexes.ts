import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * Feed performance (issue 9, figures in bench/results/README.md):
 * - `hot_score` persisted, so 인기순 reads an index instead of computing a score for every row.
 *   Triggers keep it equal to the formula whenever a counter or created_at changes, on every write
 *   path (reactions, comments, imports, seeds, the admin SQL tool) without each one remembering.
 *   Reddit-style: each tenfold of net engagement (likes - dislikes + comments) is worth 12.5 hours.
 * - Feed indexes that hold `deleted_at`, so the position of a deep page is found by an index-only
 *   scan, and a partial index of pending posts (the viewer's own on top, the admin's pending tab).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const pg = dialect === 'postgres';
  await db.schema
    .alterTable('post')
    .addColumn('hot_score', pg ? sql`double precision` : 'real', (c) => c.notNull().defaultTo(0))
    .execute();

  if (pg) {
    await sql`create function post_hot_score() returns trigger language plpgsql as $$
      begin
        new.hot_score := log10(greatest(1, new.like_count - new.dislike_count + new.comment_count)::float8)
          + extract(epoch from new.created_at::timestamptz)::float8 / 45000.0;
        return new;
      end $$`.execute(db);
    await sql`create trigger post_hot_score before insert or update of like_count, dislike_count, comment_count, created_at
      on post for each row execute function post_hot_score()`.execute(db);
    await sql`update post set hot_score = log10(greatest(1, like_count - dislike_count + comment_count)::float8)
      + extract(epoch from created_at::timestamptz)::float8 / 45000.0`.execute(db);
  } else {
    // SQLite triggers cannot assign NEW; an AFTER trigger rewrites the one row (same page, cheap).
    const score = sql`log10(max(1, new.like_count - new.dislike_count + new.comment_count)) + unixepoch(new.created_at) / 45000.0`;
    await sql`create trigger post_hot_score_ai after insert on post begin
      update post set hot_score = ${score} where post_id = new.post_id;
    end`.execute(db);
    await sql`create trigger post_hot_score_au after update of like_count, dislike_count, comment_count, created_at on post begin
      update post set hot_score = ${score} where post_id = new.post_id;
    end`.execute(db);
    await sql`update post set hot_score = log10(max(1, like_count - dislike_count + comment_count)) + unixepoch(created_at) / 45000.0`.execute(
      db,
    );
  }

  // Replaces post_feed_idx: with deleted_at inside, "confirmed and not deleted, in feed order" is
  // answered from the index alone (SQLite cannot see through a partial index's condition).
  await db.schema.dropIndex('post_feed_idx').execute();
  await db.schema
    .createIndex('post_feed_live_idx')
    .on('post')
    .columns(['is_confirmed', 'deleted_at', 'is_pinned', 'created_at', 'post_id'])
    .execute();
  await db.schema
    .createIndex('post_hot_idx')
    .on('post')
    .columns(['is_confirmed', 'deleted_at', 'is_pinned', 'hot_score', 'created_at', 'post_id'])
    .execute();
  // The admin's 전체/확정 tabs (newest first, whatever the pin).
  await db.schema
    .createIndex('post_created_idx')
    .on('post')
    .columns(['created_at', 'post_id'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  // Pending posts are few: the viewer's own (feed top) and the admin's 미확정 tab read only these.
  await db.schema
    .createIndex('post_pending_idx')
    .on('post')
    .columns(['user_id', 'created_at'])
    .where(sql<boolean>`is_confirmed = 0 and deleted_at is null`)
    .execute();
}
