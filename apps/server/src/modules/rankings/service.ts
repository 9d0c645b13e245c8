import {
  type ChannelHistoryResponse,
  type ChannelRankingsResponse,
  type NewChannel,
  type NewChannelsResponse,
  RANKING_MESSAGES,
  type RankingChannel,
  type RankingVideo,
  type VideoHistoryResponse,
  type VideoRankingResponse,
} from '@tubesphere/shared/contract/rankings';
import { ageInDays, DAY_MS, growthRateText, NEW_CHANNEL_MAX_DAYS } from '@tubesphere/shared/domain/ranking-growth';
import { periodRange } from '@tubesphere/shared/domain/ranking-periods';
import {
  type ChannelRankingFilter,
  sampleChannelById,
  sampleChannelHistory,
  sampleChannelRanking,
  sampleNewChannels,
  sampleVideoById,
  sampleVideoHistory,
  sampleVideoRanking,
  type VideoRankingFilter,
} from '@tubesphere/shared/domain/ranking-samples/index';
import { newChannelCategoryOf } from '@tubesphere/shared/domain/rankings';
import { formatDuration } from '@tubesphere/shared/domain/youtube-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import {
  type ChannelRow,
  findChannelHistory,
  findChannelRow,
  findChannels,
  findRankingsAsOf,
  findVideoHistory,
  findVideoRanking,
  findVideosByIds,
  type VideoRow,
} from './repository.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Rankings computed from the collector's snapshots (docs/decisions/090-rankings-from-snapshots.md),
 * or the sample data while nothing has been collected: every answer says which, and as of when.
 */
export class RankingService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Uploads of the period (Seoul calendar, up to the latest collection), by views, likes or like rate. */
  async videoRanking(filter: VideoRankingFilter): Promise<VideoRankingResponse> {
    const asOf = await findRankingsAsOf(this.db);
    if (!asOf) {
      const now = this.clock();
      const range = periodRange(filter.period, now);
      return {
        success: true,
        source: 'sample',
        asOf: null,
        period: { start: range.start.toISOString(), end: range.end.toISOString() },
        videos: sampleVideoRanking(filter, now),
      };
    }
    const range = periodRange(filter.period, new Date(asOf));
    const rows = await findVideoRanking(this.db, {
      start: range.start.toISOString(),
      end: asOf,
      region: filter.region,
      category: filter.category,
      sort: filter.sort,
      limit: filter.limit,
    });
    return {
      success: true,
      source: 'live',
      asOf,
      period: { start: range.start.toISOString(), end: asOf },
      videos: rows.map((row, index) => ({ ...toRankingVideo(row), rank: index + 1 })),
    };
  }

  /** Channels by size or by weekly growth of subscribers or views. */
  async channelRanking(filter: ChannelRankingFilter): Promise<ChannelRankingsResponse> {
    const asOf = await findRankingsAsOf(this.db);
    if (!asOf) return { success: true, source: 'sample', asOf: null, channels: sampleChannelRanking(filter) };
    // Growth is stored per channel at the end of each run, so every sort is an index read.
    const rows = await findChannels(this.db, {
      country: filter.country,
      category: filter.category,
      orderBy: filter.sort,
      limit: filter.limit,
    });
    const channels = rows.map((row, index) => ({ ...toRankingChannel(row), rank: index + 1 }));
    return { success: true, source: 'live', asOf, channels };
  }

  /** Channels opened within NEW_CHANNEL_MAX_DAYS of the latest collection, most subscribed first. */
  async newChannels(limit: number): Promise<NewChannelsResponse> {
    const asOf = await findRankingsAsOf(this.db);
    if (!asOf) return { success: true, source: 'sample', asOf: null, channels: sampleNewChannels(this.clock()) };
    const asOfMs = Date.parse(asOf);
    const rows = await findChannels(this.db, {
      createdSince: iso(asOfMs - NEW_CHANNEL_MAX_DAYS * DAY_MS),
      orderBy: 'subscribers',
      limit,
    });
    const channels = rows.map((row): NewChannel => {
      const channel = toRankingChannel(row);
      return {
        ...channel,
        createdAt: row.published_at ?? asOf,
        category: newChannelCategoryOf(row.category_id),
        growthRate: growthRateText(channel.weeklyGain, 'approximate'),
        ageDays: ageInDays(row.published_at, new Date(asOf)) ?? 0,
      };
    });
    return { success: true, source: 'live', asOf, channels };
  }

  async videoHistory(videoId: string, days: number): Promise<VideoHistoryResponse> {
    const [row] = await findVideosByIds(this.db, [videoId]);
    if (row) {
      const since = iso(Date.parse(row.stats_at ?? row.last_seen_at) - days * DAY_MS);
      const points = await findVideoHistory(this.db, videoId, since);
      return {
        success: true,
        source: 'live',
        video: {
          id: row.video_id,
          title: row.title,
          channelTitle: row.channel_title,
          thumbnail: row.thumbnail_url,
          publishedAt: row.published_at,
        },
        points: points.map((p) => ({
          at: p.taken_at,
          viewCount: Number(p.view_count),
          likeCount: Number(p.like_count),
          commentCount: Number(p.comment_count),
        })),
      };
    }
    const now = this.clock();
    const sample = sampleVideoById(videoId, now);
    const points = sampleVideoHistory(videoId, now);
    if (!sample || !points) throw notFound(RANKING_MESSAGES.videoNotFound);
    return {
      success: true,
      source: 'sample',
      video: {
        id: sample.id,
        title: sample.title,
        channelTitle: sample.channelTitle,
        thumbnail: sample.thumbnail,
        publishedAt: null,
      },
      points,
    };
  }

  async channelHistory(channelId: string, days: number): Promise<ChannelHistoryResponse> {
    const row = await findChannelRow(this.db, channelId);
    if (row?.stats_at) {
      const points = await findChannelHistory(this.db, channelId, iso(Date.parse(row.stats_at) - days * DAY_MS));
      return {
        success: true,
        source: 'live',
        channel: { id: row.channel_id, name: row.title, thumbnail: row.thumbnail_url, createdAt: row.published_at },
        points: points.map((p) => ({
          at: p.taken_at,
          subscribers: Number(p.subscriber_count),
          totalViews: Number(p.view_count),
          videoCount: Number(p.video_count),
        })),
      };
    }
    const now = this.clock();
    const sample = sampleChannelById(channelId, now);
    const points = sampleChannelHistory(channelId, now);
    if (!sample || !points) throw notFound(RANKING_MESSAGES.channelNotFound);
    return {
      success: true,
      source: 'sample',
      channel: { id: sample.id, name: sample.name, thumbnail: sample.thumbnail, createdAt: null },
      points,
    };
  }

  /** Collected or sample videos by id (for 즐겨찾기), in the order asked; unknown ids are left out. */
  async videosByIds(ids: string[]): Promise<RankingVideo[]> {
    const rows = new Map((await findVideosByIds(this.db, ids)).map((row) => [row.video_id, toRankingVideo(row)]));
    const now = this.clock();
    return ids.flatMap((id) => rows.get(id) ?? sampleVideoById(id, now) ?? []);
  }

  async channelsByIds(ids: string[]): Promise<RankingChannel[]> {
    const rows = await findChannels(this.db, { ids });
    const found = new Map(rows.map((row) => [row.channel_id, toRankingChannel(row)]));
    const now = this.clock();
    return ids.flatMap((id) => found.get(id) ?? sampleChannelById(id, now) ?? []);
  }
}

export function toRankingVideo(row: VideoRow): RankingVideo {
  return {
    id: row.video_id,
    title: row.title,
    thumbnail: row.thumbnail_url,
    duration: formatDuration(row.duration_seconds),
    channelId: row.channel_id,
    channelTitle: row.channel_title,
    categoryId: row.category_id,
    region: row.region,
    viewCount: Number(row.view_count),
    likeCount: Number(row.like_count),
    commentCount: Number(row.comment_count),
    publishedAt: row.published_at,
    statsAt: row.stats_at,
  };
}

export function toRankingChannel(row: ChannelRow): RankingChannel {
  return {
    id: row.channel_id,
    name: row.title,
    thumbnail: row.thumbnail_url,
    categoryId: row.category_id,
    country: row.country ?? row.region,
    subscribers: Number(row.subscriber_count),
    totalViews: Number(row.view_count),
    videoCount: Number(row.video_count),
    description: row.description,
    hiddenSubscribers: row.hidden_subscribers === 1,
    // Stored by the collector at the end of each run (growth-refresh.ts).
    weeklyGain: row.hidden_subscribers === 1 || row.weekly_gain === null ? null : Number(row.weekly_gain),
    weeklyViewGain: row.weekly_view_gain === null ? null : Number(row.weekly_view_gain),
    createdAt: row.published_at,
    statsAt: row.stats_at,
  };
}
