import type { CollectorStatus, CollectorTrigger } from '@tubesphere/shared/contract/ranking-collector';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { RankingCollectorRunTable } from '../../../db/schema-rankings.ts';
import { regionBit } from '../region-bits.ts';

/* Writes of the ranking collector: its run rows, the items it saw and their snapshots. */
type Db = Kysely<Database> | Transaction<Database>;

export type RunRow = Selectable<RankingCollectorRunTable>;

/** A video as a popular chart or a statistics lookup gave it. */
export interface CollectedVideo {
  id: string;
  channelId: string;
  channelTitle: string;
  title: string;
  thumbnail: string | null;
  categoryId: number | null;
  durationSeconds: number;
  publishedAt: string;
  views: number;
  likes: number;
  comments: number;
}

export interface VideoStats {
  id: string;
  views: number;
  likes: number;
  comments: number;
}

export interface CollectedChannel {
  id: string;
  title: string;
  description: string;
  thumbnail: string | null;
  country: string | null;
  publishedAt: string | null;
  subscribers: number;
  views: number;
  videoCount: number;
  hiddenSubscribers: boolean;
  /** What its videos in this run's charts said: their category and the first region listing one. */
  seen: { categoryId: number | null; region: string } | null;
}

export interface RunProgress {
  unitsSpent: number;
  videos: number;
  channels: number;
  errors: string[];
}

export async function insertRun(
  db: Db,
  input: {
    trigger: CollectorTrigger;
    actorId: number | null;
    startedAt: string;
    collectedAt: string;
  },
) {
  return db
    .insertInto('ranking_collector_run')
    .values({
      trigger: input.trigger,
      actor_id: input.actorId,
      status: 'running' satisfies CollectorStatus,
      started_at: input.startedAt,
      collected_at: input.collectedAt,
      heartbeat_at: input.startedAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A 'running' row whose process still reports in: another process is collecting. */
export async function findLiveRunningRun(db: Db, heartbeatAfter: string): Promise<RunRow | undefined> {
  return db
    .selectFrom('ranking_collector_run')
    .selectAll()
    .where('status', '=', 'running')
    .where('heartbeat_at', '>', heartbeatAfter)
    .executeTakeFirst();
}

/** Runs left 'running' by a process that stopped (only called while holding the lock). */
export async function interruptLeftoverRuns(db: Db, finishedAt: string): Promise<void> {
  await db
    .updateTable('ranking_collector_run')
    .set({ status: 'interrupted', finished_at: finishedAt, message: '서버가 멈춰 수집이 중단되었습니다.' })
    .where('status', '=', 'running')
    .execute();
}

export async function recordRunHeartbeat(db: Db, runId: number, at: string, progress: RunProgress): Promise<void> {
  await db
    .updateTable('ranking_collector_run')
    .set({ heartbeat_at: at, ...progressColumns(progress) })
    .where('run_id', '=', runId)
    .execute();
}

export async function finishRun(
  db: Db,
  runId: number,
  input: { status: CollectorStatus; finishedAt: string; message: string | null; progress: RunProgress },
): Promise<RunRow> {
  return db
    .updateTable('ranking_collector_run')
    .set({
      status: input.status,
      finished_at: input.finishedAt,
      heartbeat_at: input.finishedAt,
      message: input.message,
      ...progressColumns(input.progress),
    })
    .where('run_id', '=', runId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findLastRunStartedAt(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('ranking_collector_run')
    .select((eb) => eb.fn.max('started_at').as('last'))
    .executeTakeFirst();
  return row?.last ?? null;
}

/** One chart page, in the caller's transaction so it is saved whole: the videos, their region, and a snapshot each. */
export async function saveChart(
  trx: Transaction<Database>,
  videos: CollectedVideo[],
  region: string,
  takenAt: string,
): Promise<void> {
  if (videos.length === 0) return;
  await trx
    .insertInto('ranking_video')
    .values(
      videos.map((v) => ({
        video_id: v.id,
        channel_id: v.channelId,
        channel_title: v.channelTitle,
        title: v.title,
        thumbnail_url: v.thumbnail,
        category_id: v.categoryId,
        duration_seconds: v.durationSeconds,
        published_at: v.publishedAt,
        view_count: v.views,
        like_count: v.likes,
        comment_count: v.comments,
        region_mask: regionBit(region) ?? 0,
        stats_at: takenAt,
        first_seen_at: takenAt,
        last_seen_at: takenAt,
      })),
    )
    .onConflict((oc) =>
      oc.column('video_id').doUpdateSet((eb) => ({
        region_mask: sql<number>`ranking_video.region_mask | excluded.region_mask`,
        channel_title: eb.ref('excluded.channel_title'),
        title: eb.ref('excluded.title'),
        thumbnail_url: eb.ref('excluded.thumbnail_url'),
        category_id: eb.ref('excluded.category_id'),
        duration_seconds: eb.ref('excluded.duration_seconds'),
        view_count: eb.ref('excluded.view_count'),
        like_count: eb.ref('excluded.like_count'),
        comment_count: eb.ref('excluded.comment_count'),
        stats_at: eb.ref('excluded.stats_at'),
        last_seen_at: eb.ref('excluded.last_seen_at'),
      })),
    )
    .execute();
  await trx
    .insertInto('ranking_video_region')
    .values(videos.map((v) => ({ video_id: v.id, region, first_seen_at: takenAt, last_seen_at: takenAt })))
    .onConflict((oc) =>
      oc.columns(['video_id', 'region']).doUpdateSet((eb) => ({ last_seen_at: eb.ref('excluded.last_seen_at') })),
    )
    .execute();
  await insertVideoSnapshots(trx, videos, takenAt);
}

/** Counts of videos already known (no chart listed them this run). */
export async function saveVideoStats(trx: Transaction<Database>, stats: VideoStats[], takenAt: string): Promise<void> {
  if (stats.length === 0) return;
  for (const s of stats) {
    await trx
      .updateTable('ranking_video')
      .set({ view_count: s.views, like_count: s.likes, comment_count: s.comments, stats_at: takenAt })
      .where('video_id', '=', s.id)
      .execute();
  }
  await insertVideoSnapshots(trx, stats, takenAt);
}

export async function saveChannels(
  trx: Transaction<Database>,
  channels: CollectedChannel[],
  takenAt: string,
): Promise<void> {
  if (channels.length === 0) return;
  for (const c of channels) {
    const values = {
      title: c.title,
      description: c.description,
      thumbnail_url: c.thumbnail,
      country: c.country,
      published_at: c.publishedAt,
      subscriber_count: c.subscribers,
      view_count: c.views,
      video_count: c.videoCount,
      hidden_subscribers: c.hiddenSubscribers ? 1 : 0,
      stats_at: takenAt,
    };
    await trx
      .insertInto('ranking_channel')
      .values({
        channel_id: c.id,
        ...values,
        region: c.seen?.region ?? c.country,
        category_id: c.seen?.categoryId ?? null,
        first_seen_at: takenAt,
        last_seen_at: takenAt,
      })
      .onConflict((oc) =>
        oc.column('channel_id').doUpdateSet({
          ...values,
          ...(c.seen ? { last_seen_at: takenAt } : {}),
          ...(c.seen?.categoryId != null ? { category_id: c.seen.categoryId } : {}),
        }),
      )
      .execute();
  }
  await trx
    .insertInto('ranking_channel_snapshot')
    .values(
      channels.map((c) => ({
        channel_id: c.id,
        taken_at: takenAt,
        subscriber_count: c.subscribers,
        view_count: c.views,
        video_count: c.videoCount,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['channel_id', 'taken_at']).doUpdateSet((eb) => ({
        subscriber_count: eb.ref('excluded.subscriber_count'),
        view_count: eb.ref('excluded.view_count'),
        video_count: eb.ref('excluded.video_count'),
      })),
    )
    .execute();
}

/**
 * Videos whose counts this run has not read yet and that still matter: uploaded recently enough
 * for a ranking period, or kept as someone's favourite.
 */
export async function findVideosToRefresh(db: Db, uploadedSince: string, takenAt: string): Promise<string[]> {
  const rows = await db
    .selectFrom('ranking_video')
    .select('video_id')
    .where((eb) =>
      eb.and([
        eb.or([
          eb('published_at', '>=', uploadedSince),
          eb('video_id', 'in', eb.selectFrom('user_favorite').select('target_id').where('kind', '=', 'video')),
        ]),
        eb.or([eb('stats_at', 'is', null), eb('stats_at', '<', takenAt)]),
      ]),
    )
    .orderBy('published_at', 'desc')
    .execute();
  return rows.map((row) => row.video_id);
}

/** Channels to read besides the ones this run's charts listed. */
export async function findChannelsToRefresh(db: Db, seenSince: string, createdSince: string): Promise<string[]> {
  const rows = await db
    .selectFrom('ranking_channel')
    .select('channel_id')
    .where((eb) =>
      eb.or([
        eb('last_seen_at', '>=', seenSince),
        eb('published_at', '>=', createdSince),
        eb('channel_id', 'in', eb.selectFrom('user_favorite').select('target_id').where('kind', '=', 'channel')),
      ]),
    )
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((row) => row.channel_id);
}

const progressColumns = (progress: RunProgress) => ({
  units_spent: progress.unitsSpent,
  videos_collected: progress.videos,
  channels_collected: progress.channels,
  error_count: progress.errors.length,
  // The first errors are what an admin needs; a run that fails every call would otherwise store them all.
  errors_json: JSON.stringify(progress.errors.slice(0, 20)),
});

async function insertVideoSnapshots(db: Kysely<Database>, stats: VideoStats[], takenAt: string): Promise<void> {
  await db
    .insertInto('ranking_video_snapshot')
    .values(
      stats.map((s) => ({
        video_id: s.id,
        taken_at: takenAt,
        view_count: s.views,
        like_count: s.likes,
        comment_count: s.comments,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['video_id', 'taken_at']).doUpdateSet((eb) => ({
        view_count: eb.ref('excluded.view_count'),
        like_count: eb.ref('excluded.like_count'),
        comment_count: eb.ref('excluded.comment_count'),
      })),
    )
    .execute();
}
