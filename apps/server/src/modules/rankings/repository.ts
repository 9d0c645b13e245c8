import type { ChannelRankingSort, VideoRankingSort, VideoRegion } from '@tubesphere/shared/contract/rankings';
import type { ChannelCountry, RankingCategoryId } from '@tubesphere/shared/domain/rankings';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RankingChannelTable, RankingVideoTable } from '../../db/schema-rankings.ts';
import { regionBit } from './region-bits.ts';

/* The rankings' reads over what the collector stored. */
type Db = Kysely<Database> | Transaction<Database>;

export type VideoRow = Selectable<RankingVideoTable> & { region: string | null };

/** The readings a channel's weekly growth is measured from (shared/domain/ranking-growth.ts). */
interface Baseline {
  week_ago_at: string | null;
  week_ago_subscribers: number | null;
  week_ago_views: number | null;
  first_at: string | null;
  first_subscribers: number | null;
  first_views: number | null;
}
const NO_BASELINE: Baseline = {
  week_ago_at: null,
  week_ago_subscribers: null,
  week_ago_views: null,
  first_at: null,
  first_subscribers: null,
  first_views: null,
};

export type ChannelRow = Selectable<RankingChannelTable>;
export type GrowthCandidate = Pick<
  Selectable<RankingChannelTable>,
  'channel_id' | 'subscriber_count' | 'view_count' | 'hidden_subscribers' | 'stats_at' | 'published_at'
> &
  Baseline;

export interface VideoRankingFilter {
  start: string;
  end: string;
  region: VideoRegion;
  category: RankingCategoryId | 'all';
  sort: VideoRankingSort;
  limit: number;
}

export interface ChannelFilter {
  country?: ChannelCountry;
  category?: RankingCategoryId | 'all';
  orderBy?: ChannelRankingSort;
  limit?: number;
  createdSince?: string;
  ids?: string[];
}

const ORDER_COLUMN = {
  subscribers: 'c.subscriber_count',
  views: 'c.view_count',
  // Subscriber counts come rounded to three digits: growth ranks by the exact view counts.
  growth: 'c.weekly_view_gain',
  viewGrowth: 'c.weekly_view_gain',
} as const;

const likeRate = sql<number>`case when v.view_count > 0 then v.like_count * 1.0 / v.view_count else 0 end`;

/** When the latest collected counts were read: the rankings' "기준"; null if nothing was collected. */
export async function findRankingsAsOf(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('ranking_collector_run')
    .select((eb) => eb.fn.max('collected_at').as('as_of'))
    .where((eb) => eb.or([eb('videos_collected', '>', 0), eb('channels_collected', '>', 0)]))
    .executeTakeFirst();
  return row?.as_of ?? null;
}

/** Uploads of the period (by published_at) with counts, best first by `sort`. */
export async function findVideoRanking(db: Db, filter: VideoRankingFilter): Promise<VideoRow[]> {
  let query = db
    .selectFrom('ranking_video as v')
    .selectAll('v')
    .select(regionOf(filter.region))
    .where('v.published_at', '>=', filter.start)
    .where('v.published_at', '<=', filter.end)
    .where('v.stats_at', 'is not', null);
  const bit = filter.region === 'ALL' ? null : regionBit(filter.region);
  if (bit !== null) {
    query = query.where(sql<boolean>`(v.region_mask & ${sql.lit(bit)}) <> 0`);
  } else if (filter.region !== 'ALL') {
    const region = filter.region;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('ranking_video_region as r')
          .select('r.video_id')
          .whereRef('r.video_id', '=', 'v.video_id')
          .where('r.region', '=', region),
      ),
    );
  }
  if (filter.category !== 'all') query = query.where('v.category_id', '=', filter.category);
  const primary =
    filter.sort === 'likes' ? sql`v.like_count` : filter.sort === 'likeRate' ? likeRate : sql`v.view_count`;
  return query
    .orderBy(primary, 'desc')
    .orderBy('v.view_count', 'desc')
    .orderBy('v.video_id')
    .limit(filter.limit)
    .execute();
}

export async function findVideosByIds(db: Db, ids: string[]): Promise<VideoRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('ranking_video as v')
    .selectAll('v')
    .select(regionOf('ALL'))
    .where('v.video_id', 'in', ids)
    .execute();
}

/** Collected channels with their stored weekly growth; growth sorts read its index, unknown last. */
export async function findChannels(db: Db, filter: ChannelFilter): Promise<ChannelRow[]> {
  if (filter.ids?.length === 0) return [];
  let query = selectFilteredChannels(db, filter).selectAll('c');
  if (filter.orderBy) {
    query = query.orderBy(ORDER_COLUMN[filter.orderBy], (ob) => ob.desc().nullsLast()).orderBy('c.channel_id');
  }
  if (filter.limit) query = query.limit(filter.limit);
  return query.execute();
}

/** Every collected channel with what its weekly growth is measured from (growth-refresh.ts). */
export async function findGrowthCandidates(db: Db, weekAgo: string): Promise<GrowthCandidate[]> {
  const rows = await selectFilteredChannels(db, {})
    .select([
      'c.channel_id',
      'c.subscriber_count',
      'c.view_count',
      'c.hidden_subscribers',
      'c.stats_at',
      'c.published_at',
    ])
    .execute();
  const baselines = await findWeekBaselines(
    db,
    rows.map((row) => row.channel_id),
    weekAgo,
  );
  return rows.map((row) => ({ ...row, ...(baselines.get(row.channel_id) ?? NO_BASELINE) }));
}

function selectFilteredChannels(db: Db, filter: Omit<ChannelFilter, 'orderBy' | 'limit'>) {
  let query = db.selectFrom('ranking_channel as c').where('c.stats_at', 'is not', null);
  if (filter.ids) query = query.where('c.channel_id', 'in', filter.ids);
  if (filter.country && filter.country !== 'ALL') {
    const country = filter.country;
    query = query.where((eb) => eb(eb.fn.coalesce('c.country', 'c.region'), '=', country));
  }
  if (filter.category && filter.category !== 'all') query = query.where('c.category_id', '=', filter.category);
  if (filter.createdSince) query = query.where('c.published_at', '>=', filter.createdSince);
  return query;
}

/**
 * Each channel's reading from a week ago (the latest at or before `weekAgo`) and, for channels
 * with none, its first reading after. Readings are taken by collector runs, so the run just
 * before `weekAgo` holds nearly every channel's: one index range for all of them. The channels
 * that run did not read (new since, or skipped) are looked up one by one.
 */
async function findWeekBaselines(db: Db, ids: string[], weekAgo: string): Promise<Map<string, Baseline>> {
  const found = new Map<string, Baseline>();
  if (ids.length === 0) return found;
  const wanted = new Set(ids);
  const run = await db
    .selectFrom('ranking_collector_run')
    .select((eb) => eb.fn.max('collected_at').as('at'))
    .where('collected_at', '<=', weekAgo)
    .executeTakeFirst();
  if (run?.at) {
    let readings = db
      .selectFrom('ranking_channel_snapshot')
      .select(['channel_id', 'taken_at', 'subscriber_count', 'view_count'])
      .where('taken_at', '=', run.at);
    if (ids.length <= 500) readings = readings.where('channel_id', 'in', ids);
    for (const reading of await readings.execute()) {
      if (!wanted.has(reading.channel_id)) continue;
      found.set(reading.channel_id, {
        ...NO_BASELINE,
        week_ago_at: reading.taken_at,
        week_ago_subscribers: Number(reading.subscriber_count),
        week_ago_views: Number(reading.view_count),
      });
    }
  }
  const missing = ids.filter((id) => !found.has(id));
  for (let i = 0; i < missing.length; i += 500) {
    for (const row of await findBaselinesOneByOne(db, missing.slice(i, i + 500), weekAgo)) {
      found.set(row.channel_id, row);
    }
  }
  return found;
}

async function findBaselinesOneByOne(db: Db, ids: string[], weekAgo: string) {
  const rows = await db
    .selectFrom('ranking_channel as c')
    .leftJoin('ranking_channel_snapshot as w', (join) =>
      join.onRef('w.channel_id', '=', 'c.channel_id').on((eb) =>
        eb(
          'w.taken_at',
          '=',
          eb
            .selectFrom('ranking_channel_snapshot as s')
            .select((s) => s.fn.max('s.taken_at').as('at'))
            .whereRef('s.channel_id', '=', 'c.channel_id')
            .where('s.taken_at', '<=', weekAgo),
        ),
      ),
    )
    .leftJoin('ranking_channel_snapshot as f', (join) =>
      join.onRef('f.channel_id', '=', 'c.channel_id').on((eb) =>
        eb(
          'f.taken_at',
          '=',
          eb
            .selectFrom('ranking_channel_snapshot as s')
            .select((s) => s.fn.min('s.taken_at').as('at'))
            .whereRef('s.channel_id', '=', 'c.channel_id')
            .where('s.taken_at', '>', weekAgo),
        ),
      ),
    )
    .select([
      'c.channel_id',
      'w.taken_at as week_ago_at',
      'w.subscriber_count as week_ago_subscribers',
      'w.view_count as week_ago_views',
      'f.taken_at as first_at',
      'f.subscriber_count as first_subscribers',
      'f.view_count as first_views',
    ])
    .where('c.channel_id', 'in', ids)
    .execute();
  return rows.map((row) => ({
    channel_id: row.channel_id,
    week_ago_at: row.week_ago_at,
    week_ago_subscribers: row.week_ago_subscribers === null ? null : Number(row.week_ago_subscribers),
    week_ago_views: row.week_ago_views === null ? null : Number(row.week_ago_views),
    first_at: row.first_at,
    first_subscribers: row.first_subscribers === null ? null : Number(row.first_subscribers),
    first_views: row.first_views === null ? null : Number(row.first_views),
  }));
}

export async function findVideoHistory(db: Db, videoId: string, since: string) {
  return db
    .selectFrom('ranking_video_snapshot')
    .select(['taken_at', 'view_count', 'like_count', 'comment_count'])
    .where('video_id', '=', videoId)
    .where('taken_at', '>=', since)
    .orderBy('taken_at')
    .execute();
}

export async function findChannelHistory(db: Db, channelId: string, since: string) {
  return db
    .selectFrom('ranking_channel_snapshot')
    .select(['taken_at', 'subscriber_count', 'view_count', 'video_count'])
    .where('channel_id', '=', channelId)
    .where('taken_at', '>=', since)
    .orderBy('taken_at')
    .execute();
}

export async function findChannelRow(db: Db, channelId: string) {
  return db.selectFrom('ranking_channel').selectAll().where('channel_id', '=', channelId).executeTakeFirst();
}

export async function countCollected(db: Db): Promise<{ videos: number; channels: number }> {
  const [videos, channels] = await Promise.all([
    db
      .selectFrom('ranking_video')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('ranking_channel')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return { videos: Number(videos?.n ?? 0), channels: Number(channels?.n ?? 0) };
}

/**
 * The region a row is shown with: the one asked for, or else Korea's when its charts listed it
 * (this is a Korean site), else the first chart region that did.
 */
function regionOf(region: VideoRegion) {
  return region === 'ALL'
    ? sql<string | null>`(select r.region from ranking_video_region r where r.video_id = v.video_id
        order by case when r.region = 'KR' then 0 else 1 end, r.first_seen_at, r.region limit 1)`.as('region')
    : sql<string | null>`${sql.lit(region)}`.as('region');
}
