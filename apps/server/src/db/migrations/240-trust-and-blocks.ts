import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * 등급 and 차단 (docs/decisions/206-trust-levels.md, 207-blocking.md):
 * - `user.trust_level` 0–4 and `trust_level_locked` (an admin fixed it; the promotion job leaves it).
 * - `user_visit_day`: one row per member and Seoul day they used the site signed in, which the
 *   promotion job counts.
 * - `post.auto_confirm_reason`: why a post skipped the admin's confirmation (the review queue shows it).
 * - `user_block`: who blocked whom; both directions are looked up (my blocks, who blocks the actor).
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  const s = db.schema;
  await s
    .alterTable('user')
    .addColumn('trust_level', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .alterTable('user')
    .addColumn('trust_level_locked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.alterTable('post').addColumn('auto_confirm_reason', 'text').execute();

  await s
    .createTable('user_visit_day')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_visit_day_pk', ['user_id', 'day'])
    .execute();

  await s
    .createTable('user_block')
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_block_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await s.createIndex('user_block_blocked_idx').on('user_block').column('blocked_id').execute();
}
