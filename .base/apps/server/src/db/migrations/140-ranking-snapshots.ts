import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';
import { columnTypes } from './column-types.ts';

/**
 * Rankings from collected YouTube data (docs/decisions/090-rankings-from-snapshots.md):
 * - `ranking_video` / `ranking_channel`: what the collector has seen, with the latest counts
 *   copied in so a ranking reads one row per video instead of searching its history.
 * - `ranking_video_region`: which regions' popular charts a video appeared in.
 * - `ranking_*_snapshot`: the counts at each collector run (one row per item and run), for
 *   growth and the history charts.
 * - `ranking_collector_run`: one row per run, for the admin page and the single-runner rule.
 * - `user_favorite`: 즐겨찾기 on the ranking pages.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const s = db.schema;

  await s
    .createTable('ranking_channel')
    .addColumn('channel_id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('thumbnail_url', 'text')
    .addColumn('country', 'text')
    .addColumn('region', 'text')
    .addColumn('category_id', 'integer')
    .addColumn('published_at', 'text')
    .addColumn('subscriber_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('video_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden_subscribers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stats_at', 'text')
    // Subscribers and views gained per week as of the latest run, stored by the collector at the
    // end of every run so a growth ranking is an index read (modules/rankings/growth-refresh.ts).
    .addColumn('weekly_gain', 'bigint')
    .addColumn('weekly_view_gain', 'bigint')
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('ranking_channel_gain_idx').on('ranking_channel').column('weekly_gain').execute();
  await s.createIndex('ranking_channel_view_gain_idx').on('ranking_channel').column('weekly_view_gain').execute();
  await s.createIndex('ranking_channel_subscribers_idx').on('ranking_channel').column('subscriber_count').execute();
  await s.createIndex('ranking_channel_published_idx').on('ranking_channel').column('published_at').execute();
  await s.createIndex('ranking_channel_seen_idx').on('ranking_channel').column('last_seen_at').execute();

  await s
    .createTable('ranking_video')
    .addColumn('video_id', 'text', (c) => c.primaryKey())
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('channel_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('thumbnail_url', 'text')
    .addColumn('category_id', 'integer')
    .addColumn('duration_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('view_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('like_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'bigint', (c) => c.notNull().defaultTo(0))
    // One bit per region whose chart listed it (modules/rankings/region-bits.ts): a region's
    // ranking filters rows of the period in place instead of joining ranking_video_region.
    .addColumn('region_mask', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stats_at', 'text')
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  // "Uploaded in this period, most viewed first": the period is a range of published_at.
  await s
    .createIndex('ranking_video_published_idx')
    .on('ranking_video')
    .columns(['published_at', 'view_count'])
    .execute();
  await s.createIndex('ranking_video_channel_idx').on('ranking_video').column('channel_id').execute();

  await s
    .createTable('ranking_video_region')
    .addColumn('video_id', 'text', (c) => c.notNull().references('ranking_video.video_id').onDelete('cascade'))
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ranking_video_region_pk', ['video_id', 'region'])
    .execute();

  await s
    .createTable('ranking_video_snapshot')
    .addColumn('video_id', 'text', (c) => c.notNull().references('ranking_video.video_id').onDelete('cascade'))
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .addColumn('view_count', 'bigint', (c) => c.notNull())
    .addColumn('like_count', 'bigint', (c) => c.notNull())
    .addColumn('comment_count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ranking_video_snapshot_pk', ['video_id', 'taken_at'])
    .execute();

  await s
    .createTable('ranking_channel_snapshot')
    .addColumn('channel_id', 'text', (c) => c.notNull().references('ranking_channel.channel_id').onDelete('cascade'))
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .addColumn('subscriber_count', 'bigint', (c) => c.notNull())
    .addColumn('view_count', 'bigint', (c) => c.notNull())
    .addColumn('video_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ranking_channel_snapshot_pk', ['channel_id', 'taken_at'])
    .execute();
  // Weekly growth reads every channel's reading of one run at once (modules/rankings/repository.ts),
  // from the index alone.
  await s
    .createIndex('ranking_channel_snapshot_run_idx')
    .on('ranking_channel_snapshot')
    .columns(['taken_at', 'channel_id', 'subscriber_count', 'view_count'])
    .execute();

  await s
    .createTable('ranking_collector_run')
    .addColumn('run_id', 'integer', t.id)
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('user.user_id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    // The moment the run's snapshots are dated (its start; tests date runs on a simulated clock).
    .addColumn('collected_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('heartbeat_at', 'text', (c) => c.notNull())
    .addColumn('units_spent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('videos_collected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('channels_collected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('errors_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('message', 'text')
    .execute();
  await s.createIndex('ranking_collector_run_started_idx').on('ranking_collector_run').column('started_at').execute();

  await s
    .createTable('user_favorite')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_favorite_pk', ['user_id', 'kind', 'target_id'])
    .addCheckConstraint('user_favorite_kind_check', sql`kind in ('video', 'channel')`)
    .execute();
  // The collector keeps favourites' counts fresh: "which items does anyone follow?".
  await s.createIndex('user_favorite_target_idx').on('user_favorite').columns(['kind', 'target_id']).execute();
}
