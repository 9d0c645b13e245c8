import { youtubeCallCost } from '@tubesphere/shared/domain/youtube-rules';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { joinUrl, type ProviderHttpOptions, providerGet, setParams, tryParseJson } from '../http.ts';
import { missingKeyError, ProviderError } from '../provider-error.ts';
import { youtubeError } from './errors.ts';
import { addQuotaUnits, type QuotaAccount, type QuotaUsage, readQuotaUsage } from './quota.ts';
import {
  anyItem,
  channelResource,
  commentThreadResource,
  listEnvelope,
  oembedResponse,
  playlistItemResource,
  playlistResource,
  searchResult,
  videoCategoryResource,
  videoResource,
  type YoutubeChannel,
  type YoutubeCommentThread,
  type YoutubeList,
  type YoutubeOembed,
  type YoutubePlaylist,
  type YoutubePlaylistItem,
  type YoutubeResource,
  type YoutubeSearchResult,
  type YoutubeVideo,
  type YoutubeVideoCategory,
} from './schemas.ts';

export type YoutubeParams = Record<string, string | number | boolean | undefined | null>;

/** The `part` each call asks for when the caller does not say. */
const DEFAULT_PART: Record<YoutubeResource, string> = {
  videos: 'snippet,contentDetails,statistics',
  search: 'snippet',
  channels: 'snippet,statistics',
  playlists: 'snippet,contentDetails',
  playlistItems: 'snippet,contentDetails',
  commentThreads: 'snippet',
  videoCategories: 'snippet',
};

export interface YoutubeClient {
  /** True when a key is configured (or demo mode supplied one). */
  isConfigured(): boolean;
  videos(params: YoutubeParams): Promise<YoutubeList<YoutubeVideo>>;
  /** videos.list for up to any number of ids, 50 per call (1 unit each). */
  videosByIds(ids: string[], part?: string): Promise<YoutubeVideo[]>;
  search(params: YoutubeParams): Promise<YoutubeList<YoutubeSearchResult>>;
  channels(params: YoutubeParams): Promise<YoutubeList<YoutubeChannel>>;
  channelsByIds(ids: string[], part?: string): Promise<YoutubeChannel[]>;
  playlists(params: YoutubeParams): Promise<YoutubeList<YoutubePlaylist>>;
  playlistItems(params: YoutubeParams): Promise<YoutubeList<YoutubePlaylistItem>>;
  commentThreads(params: YoutubeParams): Promise<YoutubeList<YoutubeCommentThread>>;
  videoCategories(params: YoutubeParams): Promise<YoutubeList<YoutubeVideoCategory>>;
  /** Any list endpoint with YouTube's items passed through untouched (the admin testers' JSON). */
  list(resource: YoutubeResource, params: YoutubeParams): Promise<YoutubeList<Record<string, unknown>>>;
  /** oEmbed lookup (no key, no quota); `url` is a watch URL. */
  oembed(url: string): Promise<YoutubeOembed>;
  /** Units spent today (Pacific day, as YouTube counts) out of 10,000. */
  quota(): Promise<QuotaUsage>;
}

/**
 * The YouTube Data API v3 client. Base URL and key are read from `config.providers.youtube` on
 * every call, so demo mode (which points them at the built-in fakes at start-up) and tests need
 * nothing special. Every call that reaches YouTube is counted against the daily quota, failed
 * ones too (YouTube charges for invalid requests as well).
 */
export interface YoutubeClientOptions extends ProviderHttpOptions {
  /** Also count every unit in this account (same units, same day), e.g. a feature's own budget. */
  quotaAccount?: QuotaAccount;
}

export function createYoutubeClient(
  config: Pick<AppConfig, 'providers'>,
  db: Kysely<Database>,
  options: YoutubeClientOptions = {},
): YoutubeClient {
  async function call<T extends z.ZodType>(resource: YoutubeResource, params: YoutubeParams, item: T) {
    const { key, baseUrl } = config.providers.youtube;
    if (!key) throw missingKeyError('youtube', 'YOUTUBE_API_KEY');
    const url = setParams(joinUrl(baseUrl, resource), { ...params, part: params.part || DEFAULT_PART[resource], key });
    let response: Awaited<ReturnType<typeof providerGet>>;
    try {
      response = await providerGet('youtube', url, {}, options);
    } finally {
      // A request that timed out may still have been charged; count it rather than under-report.
      const chargedAt = new Date();
      await addQuotaUnits(db, youtubeCallCost(resource), chargedAt);
      if (options.quotaAccount) await addQuotaUnits(db, youtubeCallCost(resource), chargedAt, options.quotaAccount);
    }
    if (response.status < 200 || response.status >= 300) throw youtubeError(response.status, response.text);
    const parsed = listEnvelope(item).safeParse(tryParseJson(response.text));
    if (!parsed.success) {
      throw new ProviderError('youtube', 'upstream', 'YouTube API 응답 형식이 예상과 다릅니다.', {
        status: response.status,
        message: parsed.error.message.slice(0, 300),
      });
    }
    return parsed.data as YoutubeList<z.output<T>>;
  }

  async function inChunks<T>(ids: string[], fetchChunk: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
    const unique = [...new Set(ids.filter(Boolean))];
    const out: T[] = [];
    for (let i = 0; i < unique.length; i += 50) out.push(...(await fetchChunk(unique.slice(i, i + 50))));
    return out;
  }

  return {
    isConfigured: () => Boolean(config.providers.youtube.key),
    videos: (params) => call('videos', params, videoResource),
    videosByIds: (ids, part) =>
      inChunks(
        ids,
        async (chunk) => (await call('videos', { part, id: chunk.join(','), maxResults: 50 }, videoResource)).items,
      ),
    search: (params) => call('search', params, searchResult),
    channels: (params) => call('channels', params, channelResource),
    channelsByIds: (ids, part) =>
      inChunks(
        ids,
        async (chunk) => (await call('channels', { part, id: chunk.join(','), maxResults: 50 }, channelResource)).items,
      ),
    playlists: (params) => call('playlists', params, playlistResource),
    playlistItems: (params) => call('playlistItems', params, playlistItemResource),
    commentThreads: (params) => call('commentThreads', params, commentThreadResource),
    videoCategories: (params) => call('videoCategories', params, videoCategoryResource),
    list: (resource, params) => call(resource, params, anyItem),
    async oembed(videoUrl) {
      const url = setParams(new URL(config.providers.youtube.oembedUrl), { url: videoUrl, format: 'json' });
      const response = await providerGet('youtube', url, {}, options);
      if (response.status === 404 || response.status === 400) {
        throw new ProviderError('youtube', 'not_found', 'YouTube에서 해당 영상을 찾을 수 없습니다.', {
          status: response.status,
          message: response.text.slice(0, 100),
        });
      }
      if (response.status === 401 || response.status === 403) {
        throw new ProviderError('youtube', 'forbidden', '비공개이거나 퍼가기가 허용되지 않은 영상입니다.', {
          status: response.status,
          message: response.text.slice(0, 100),
        });
      }
      const parsed = oembedResponse.safeParse(tryParseJson(response.text));
      if (response.status !== 200 || !parsed.success) {
        throw new ProviderError(
          'youtube',
          'upstream',
          `YouTube oEmbed 응답을 읽을 수 없습니다(HTTP ${response.status}).`,
        );
      }
      return parsed.data;
    },
    quota: () => readQuotaUsage(db),
  };
}
