import type {
  ChannelRankingResponse,
  CollectedChannel,
  ImportedVideo,
  SaveVideosResponse,
  YoutubeChannelsResponse,
  YoutubeImportResponse,
} from '@tubesphere/shared/contract/youtube';
import { YOUTUBE_MESSAGES } from '@tubesphere/shared/contract/youtube';
import type { DynamicResponse } from '@tubesphere/shared/contract/youtube-dynamic';
import { toWirePostId } from '@tubesphere/shared/domain/ids';
import {
  categoryTitle,
  type ImportVideoType,
  matchesVideoType,
  parseCategoryList,
  type YoutubeTesterEndpoint,
} from '@tubesphere/shared/domain/youtube-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import {
  ProviderError,
  summarizeChannel,
  summarizeVideo,
  type VideoSummary,
  type YoutubeClient,
  type YoutubeParams,
} from '../../providers/index.ts';
import type { AuditRecord, AuditService } from '../audit/index.ts';
import { toChannelRow, toCollectedChannel } from './channel-rows.ts';
import { findChannelRanking, insertVideoPosts, upsertYoutubeChannels } from './repository.ts';
import { videoPostRow } from './video-post.ts';

const DAY_MS = 86_400_000;

export interface ImportOptions {
  region: string;
  date: string;
  maxResults: number;
  categoryId?: string;
  q?: string;
  videoType: ImportVideoType;
}

export interface SaveInput {
  videoId: string;
  title: string;
  description: string;
  thumbnail: string | null;
  channelId: string | null;
  ranking: number | null;
}

export class YoutubeAdminService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly youtube: YoutubeClient,
    private readonly dialect: DialectName,
    private readonly log: FastifyBaseLogger,
    private readonly audit: AuditService,
  ) {}

  /**
   * Import (docs/product.md#youtube-testers): the most-viewed videos uploaded on `date` (Korean calendar day) in `region`,
   * saved as pending posts. search.list finds candidates (100 units per category), videos.list
   * fills in statistics and durations; when the day has no uploads, the region's current chart
   * stands in and the message says so.
   */
  async importPopular(adminId: number, options: ImportOptions): Promise<YoutubeImportResponse> {
    const categories = (parseCategoryList(options.categoryId) ?? []).map(String);
    const from = new Date(`${options.date}T00:00:00+09:00`);
    // When the videoType filter will drop some, ask for more candidates than will be kept.
    const candidates = options.videoType === 'all' ? options.maxResults : 50;
    const ids: string[] = [];
    for (const category of categories.length > 0 ? categories : [undefined]) {
      const found = await this.youtube.search({
        part: 'snippet',
        type: 'video',
        order: 'viewCount',
        regionCode: options.region,
        publishedAfter: from.toISOString(),
        publishedBefore: new Date(from.getTime() + DAY_MS).toISOString(),
        q: options.q,
        videoCategoryId: category,
        maxResults: candidates,
      });
      for (const item of found.items) if (item.id.videoId) ids.push(item.id.videoId);
    }
    let usedChart = false;
    if (ids.length === 0) {
      usedChart = true;
      for (const category of categories.length > 0 ? categories : [undefined]) {
        const chart = await this.youtube.videos({
          part: 'id',
          chart: 'mostPopular',
          regionCode: options.region,
          videoCategoryId: category,
          maxResults: 50,
        });
        for (const item of chart.items) ids.push(item.id);
      }
    }
    const details = (await this.youtube.videosByIds(ids)).map(summarizeVideo);
    const picked = details
      .filter((v) => matchesVideoType(v.durationSeconds, options.videoType))
      .sort((a, b) => b.viewCount - a.viewCount)
      .slice(0, options.maxResults);
    const ranked = picked.map((video, i) => ({ ...video, ranking: i + 1 }));

    const channels = await this.fetchChannels(
      ranked.map((v) => v.channelId),
      new Map(ranked.map((v) => [v.channelId ?? '', v.categoryId])),
    );
    const saved = await this.saveAll(adminId, ranked, options.region, channels, (result) => ({
      action: 'youtube.import',
      detail: {
        region: options.region,
        date: options.date,
        maxResults: options.maxResults,
        categoryId: options.categoryId ?? null,
        q: options.q ?? null,
        videoType: options.videoType,
        savedCount: result.created.size,
        duplicateCount: ranked.length - result.created.size,
      },
    }));

    const videos: ImportedVideo[] = ranked.map((v) => {
      const createdId = saved.created.get(v.videoId);
      const postId = createdId ?? saved.existing.get(v.videoId);
      return {
        ...v,
        postId: postId ? toWirePostId(postId) : null,
        status: createdId ? 'saved' : 'duplicate',
      };
    });
    const savedCount = saved.created.size;
    const duplicateCount = videos.length - savedCount;
    const parts = [
      usedChart ? `${options.date}에 올라온 영상이 없어 ${options.region} 현재 인기 차트로 대신했습니다.` : null,
      `${videos.length}개의 영상을 처리해 ${savedCount}개를 확정 대기 게시글로 저장했습니다.`,
      duplicateCount > 0 ? `이미 저장된 영상 ${duplicateCount}개는 건너뛰었습니다.` : null,
    ];
    return {
      success: true,
      region: options.region,
      processedCount: videos.length,
      savedCount,
      duplicateCount,
      message: parts.filter(Boolean).join(' '),
      videos,
      quota: await this.youtube.quota(),
    };
  }

  /** Channel collection: trending videos' channels, or a channel search; upserted. */
  async collectChannels(
    adminId: number,
    query: {
      region: string;
      maxResults: number;
      categoryId?: string;
      searchKeyword?: string;
      minSubscribers: number;
      minViews: number;
      sortBy: 'relevance' | 'subscribers' | 'views';
      dataSource: 'trending' | 'all';
      order?: string;
      safeSearch?: string;
      relevanceLanguage?: string;
      channelType?: string;
    },
  ): Promise<YoutubeChannelsResponse> {
    const categoryByChannel = new Map<string, string | null>();
    const ids: string[] = [];
    if (query.dataSource === 'trending') {
      const chart = await this.youtube.videos({
        part: 'snippet',
        chart: 'mostPopular',
        regionCode: query.region,
        videoCategoryId: query.categoryId,
        maxResults: 50,
      });
      for (const video of chart.items) {
        const channelId = video.snippet?.channelId;
        if (!channelId || categoryByChannel.has(channelId)) continue;
        categoryByChannel.set(channelId, video.snippet?.categoryId ?? null);
        ids.push(channelId);
      }
    } else {
      const found = await this.youtube.search({
        part: 'snippet',
        type: 'channel',
        q: query.searchKeyword,
        regionCode: query.region,
        order: query.order,
        safeSearch: query.safeSearch,
        relevanceLanguage: query.relevanceLanguage,
        channelType: query.channelType,
        maxResults: 50,
      });
      for (const item of found.items) if (item.id.channelId) ids.push(item.id.channelId);
      for (const id of ids) categoryByChannel.set(id, query.categoryId ?? null);
    }
    const keyword = query.dataSource === 'trending' ? query.searchKeyword?.toLowerCase() : undefined;
    let channels = (await this.youtube.channelsByIds(ids))
      .map((c) => toCollectedChannel(summarizeChannel(c), categoryByChannel.get(c.id) ?? null))
      .filter((c) => !keyword || `${c.title} ${c.description}`.toLowerCase().includes(keyword))
      .filter((c) => c.subscriberCount >= query.minSubscribers && c.viewCount >= query.minViews);
    if (query.sortBy === 'subscribers') channels.sort((a, b) => b.subscriberCount - a.subscriberCount);
    if (query.sortBy === 'views') channels.sort((a, b) => b.viewCount - a.viewCount);
    channels = channels.slice(0, query.maxResults);
    const now = nowIso();
    const collected = channels;
    await this.db.transaction().execute(async (trx) => {
      await upsertYoutubeChannels(
        trx,
        collected.map((c) => toChannelRow(c, query.region, now)),
      );
      await this.audit.record(
        {
          actorId: adminId,
          action: 'youtube.collect_channels',
          rowCount: collected.length,
          detail: {
            region: query.region,
            dataSource: query.dataSource,
            searchKeyword: query.searchKeyword ?? null,
            categoryId: query.categoryId ?? null,
            channelIds: collected.map((c) => c.channelId),
          },
        },
        trx,
      );
    });
    return {
      success: true,
      region: query.region,
      processedCount: channels.length,
      message:
        channels.length > 0
          ? `${channels.length}개 채널을 수집해 저장했습니다.`
          : '조건에 맞는 채널이 없습니다. 필터를 완화해 보세요.',
      channels,
      quota: await this.youtube.quota(),
    };
  }

  /** The testers: YouTube's own answer, passed through (validated by the contract first). */
  async dynamic(endpoint: YoutubeTesterEndpoint, params: Record<string, string>): Promise<DynamicResponse> {
    // `q` is only checked against chart (a tester rule); videos.list has no such parameter.
    const forwarded: YoutubeParams = { ...params };
    if (endpoint === 'videos') delete forwarded.q;
    const answer = await this.youtube.list(endpoint, forwarded);
    return {
      success: true,
      message: `${endpoint} API 호출 성공: ${answer.items.length}개 항목을 받았습니다.`,
      endpoint,
      params,
      result: {
        kind: answer.kind ?? null,
        items: answer.items,
        totalResults: answer.pageInfo?.totalResults ?? answer.items.length,
        resultsPerPage: answer.pageInfo?.resultsPerPage ?? answer.items.length,
        nextPageToken: answer.nextPageToken ?? null,
        prevPageToken: answer.prevPageToken ?? null,
        regionCode: answer.regionCode ?? null,
      },
      quota: await this.youtube.quota(),
    };
  }

  /** save-videos: the admin's selection becomes pending posts; channels refreshed. */
  async saveSelected(adminId: number, input: SaveInput[], region: string | null): Promise<SaveVideosResponse> {
    const unique = [...new Map(input.map((v) => [v.videoId, v])).values()];
    const videos = unique.map((v, i) => ({ ...v, ranking: v.ranking ?? i + 1 }));
    let channels: CollectedChannel[] = [];
    try {
      channels = await this.fetchChannels(
        videos.map((v) => v.channelId),
        new Map(),
      );
    } catch (error) {
      // Channel statistics are a bonus; the admin's selection is saved even when YouTube refuses.
      if (!(error instanceof ProviderError)) throw error;
      this.log.warn({ kind: error.kind }, 'channel refresh skipped while saving videos');
    }
    const saved = await this.saveAll(adminId, videos, region, channels, (result) => ({
      action: 'youtube.save_videos',
      detail: {
        region,
        videoIds: videos.map((v) => v.videoId),
        savedCount: result.created.size,
        duplicateCount: videos.length - result.created.size,
      },
    }));
    const savedCount = saved.created.size;
    const duplicateCount = videos.length - savedCount;
    return {
      success: true,
      savedCount,
      duplicateCount,
      postIds: [...saved.created.values()].map(toWirePostId),
      message:
        savedCount === 0
          ? YOUTUBE_MESSAGES.nothingNew(duplicateCount)
          : duplicateCount > 0
            ? YOUTUBE_MESSAGES.savedWithDuplicates(savedCount, duplicateCount)
            : YOUTUBE_MESSAGES.saved(savedCount),
    };
  }

  async ranking(query: {
    sortBy: 'subscribers' | 'views' | 'videos';
    country: string;
    category: string;
    limit: number;
  }): Promise<ChannelRankingResponse> {
    const rows = await findChannelRanking(this.db, query);
    return {
      success: true,
      channels: rows.map((row) => ({
        id: row.channel_id,
        name: row.title,
        thumbnail: row.thumbnail_url,
        category: row.category_title ?? (row.category_id ? categoryTitle(row.category_id) : '기타'),
        categoryId: row.category_id,
        country: row.country,
        subscribers: Number(row.subscriber_count),
        totalViews: Number(row.view_count),
        videoCount: Number(row.video_count),
        description: row.description ?? '',
        customUrl: row.custom_url,
        updatedAt: row.updated_at,
      })),
      message:
        rows.length > 0
          ? `${rows.length}개 채널의 순위입니다.`
          : '조건에 맞는 채널이 없습니다. 관리자 페이지에서 채널을 먼저 수집하세요.',
    };
  }

  private async fetchChannels(
    ids: (string | null)[],
    categories: Map<string, string | null>,
  ): Promise<CollectedChannel[]> {
    const wanted = ids.filter((id): id is string => Boolean(id));
    if (wanted.length === 0) return [];
    const found = await this.youtube.channelsByIds(wanted);
    return found.map((c) => toCollectedChannel(summarizeChannel(c), categories.get(c.id) ?? null));
  }

  /**
   * Posts, channels and the audit row in ONE transaction: a failure leaves no half behind, and
   * no import goes unrecorded. The row names the posts this call created.
   */
  private async saveAll(
    adminId: number,
    videos: (Pick<VideoSummary, 'videoId' | 'title' | 'description' | 'thumbnail'> & { ranking: number })[],
    region: string | null,
    channels: CollectedChannel[],
    describe: (saved: { created: Map<string, number> }) => Omit<AuditRecord, 'actorId'>,
  ) {
    const now = nowIso();
    const rows = videos.map((v, i) => videoPostRow({ ...v, region }, adminId, now, i));
    return this.db.transaction().execute(async (trx) => {
      await upsertYoutubeChannels(
        trx,
        channels.map((c) => toChannelRow(c, region, now)),
      );
      const saved = await insertVideoPosts(trx, this.dialect, rows);
      const created = [...saved.created.values()].map(toWirePostId);
      await this.audit.record(
        { actorId: adminId, target: created.join(', ') || null, rowCount: created.length, ...describe(saved) },
        trx,
      );
      return saved;
    });
  }
}
