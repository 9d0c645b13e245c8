import type { ChannelRankingSort, VideoRankingSort, VideoRegion } from '@tubesphere/shared/contract/rankings';
import type { ChannelCountry, RankingCategoryId } from '@tubesphere/shared/domain/rankings';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RankingChannelTable, RankingVideoTable } from '../../db/schema-rankings.ts';

export type VideoRow = Selectable<RankingVideoTable> & { region: string | null };

/** A channel with the readings its weekly growth is measured from (shared/domain/ranking-growth.ts). */
export type ChannelRow = Selectable<RankingChannelTable> & {
  week_ago_at: string | null;
  week_ago_subscribers: number | null;
  week_ago_views: number | null;
  first_at: string | null;
  first_subscribers: number | null;
  first_views: number | null;
};

export interface VideoRankingFilter {
  start: string;
  end: string;
  region: VideoRegion;
  category: RankingCategoryId | 'all';
  sort: VideoRankingSort;
  limit: number;
}

export interface ChannelFilter {
  /** Readings at or before this moment count as "a week ago". */
  weekAgo: string;
  country?: ChannelCountry;
  category?: RankingCategoryId | 'all';
  /** Subscriber and view sorts are done here; growth sorts need every candidate's growth. */
  orderBy?: Extract<ChannelRankingSort, 'subscribers' | 'views'>;
  limit?: number;
  createdSince?: string;
  ids?: string[];
}

const likeRate = sql<number>`case when v.view_count > 0 then v.like_count * 1.0 / v.view_count else 0 end`;

/** The rankings' reads over what the collector stored. */
export class RankingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** When the latest collected counts were read: the rankings' "기준"; null if nothing was collected. */
  async asOf(): Promise<string | null> {
    const row = await this.db
      .selectFrom('ranking_collector_run')
      .select((eb) => eb.fn.max('collected_at').as('as_of'))
      .where((eb) => eb.or([eb('videos_collected', '>', 0), eb('channels_collected', '>', 0)]))
      .executeTakeFirst();
    return row?.as_of ?? null;
  }

  /** Uploads of the period (by published_at) with counts, best first by `sort`. */
  async videoRanking(filter: VideoRankingFilter): Promise<VideoRow[]> {
    let query = this.db
      .selectFrom('ranking_video as v')
      .selectAll('v')
      .select(regionOf(filter.region))
      .where('v.published_at', '>=', filter.start)
      .where('v.published_at', '<=', filter.end)
      .where('v.stats_at', 'is not', null);
    if (filter.region !== 'ALL') {
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

  async videosByIds(ids: string[]): Promise<VideoRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('ranking_video as v')
      .selectAll('v')
      .select(regionOf('ALL'))
      .where('v.video_id', 'in', ids)
      .execute();
  }

  async channels(filter: ChannelFilter): Promise<ChannelRow[]> {
    const { weekAgo } = filter;
    let query = this.db
      .selectFrom('ranking_channel as c')
      // The latest reading at or before a week ago, and the first one after it (index seeks).
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
      .selectAll('c')
      .select([
        'w.taken_at as week_ago_at',
        'w.subscriber_count as week_ago_subscribers',
        'w.view_count as week_ago_views',
        'f.taken_at as first_at',
        'f.subscriber_count as first_subscribers',
        'f.view_count as first_views',
      ])
      .where('c.stats_at', 'is not', null);
    if (filter.ids) {
      if (filter.ids.length === 0) return [];
      query = query.where('c.channel_id', 'in', filter.ids);
    }
    if (filter.country && filter.country !== 'ALL') {
      const country = filter.country;
      query = query.where((eb) => eb(eb.fn.coalesce('c.country', 'c.region'), '=', country));
    }
    if (filter.category && filter.category !== 'all') query = query.where('c.category_id', '=', filter.category);
    if (filter.createdSince) query = query.where('c.published_at', '>=', filter.createdSince);
    if (filter.orderBy) {
      query = query
        .orderBy(filter.orderBy === 'views' ? 'c.view_count' : 'c.subscriber_count', 'desc')
        .orderBy('c.channel_id');
    }
    if (filter.limit) query = query.limit(filter.limit);
    return query.execute() as Promise<ChannelRow[]>;
  }

  async videoHistory(videoId: string, since: string) {
    return this.db
      .selectFrom('ranking_video_snapshot')
      .select(['taken_at', 'view_count', 'like_count', 'comment_count'])
      .where('video_id', '=', videoId)
      .where('taken_at', '>=', since)
      .orderBy('taken_at')
      .execute();
  }

  async channelHistory(channelId: string, since: string) {
    return this.db
      .selectFrom('ranking_channel_snapshot')
      .select(['taken_at', 'subscriber_count', 'view_count', 'video_count'])
      .where('channel_id', '=', channelId)
      .where('taken_at', '>=', since)
      .orderBy('taken_at')
      .execute();
  }

  async channelRow(channelId: string) {
    return this.db.selectFrom('ranking_channel').selectAll().where('channel_id', '=', channelId).executeTakeFirst();
  }

  async counts(): Promise<{ videos: number; channels: number }> {
    const [videos, channels] = await Promise.all([
      this.db
        .selectFrom('ranking_video')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
      this.db
        .selectFrom('ranking_channel')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ]);
    return { videos: Number(videos?.n ?? 0), channels: Number(channels?.n ?? 0) };
  }
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
