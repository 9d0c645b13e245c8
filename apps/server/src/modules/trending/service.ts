import type { KeywordSearchResponse, TrendingResponse, TrendingVideo } from '@tubesphere/shared/contract/trending';
import type { TrendingRegion } from '@tubesphere/shared/domain/rankings';
import type { FastifyBaseLogger } from 'fastify';
import { LoadingCache } from '../../lib/loading-cache.ts';
import { summarizeVideo, type YoutubeClient, type YoutubeVideo } from '../../providers/youtube/index.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Ten videos per list (docs/product.md#trending). */
const MAX_RESULTS = 10;
const DESCRIPTION_MAX = 300;

/** RFC 3339 without milliseconds, as YouTube's own timestamps are written. */
const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function toCard(video: YoutubeVideo): TrendingVideo {
  const summary = summarizeVideo(video);
  return {
    id: summary.videoId,
    title: summary.title,
    description: [...summary.description].slice(0, DESCRIPTION_MAX).join(''),
    thumbnail: summary.thumbnail,
    channelTitle: summary.channelTitle,
    publishedAt: summary.publishedAt,
    viewCount: summary.viewCount,
    likeCount: summary.likeCount,
  };
}

/** videos.list does not promise the order of `id`; keep the search's (most viewed first). */
function inSearchOrder(ids: string[], videos: YoutubeVideo[]): YoutubeVideo[] {
  const byId = new Map(videos.map((video) => [video.id, video]));
  return ids.map((id) => byId.get(id)).filter((video): video is YoutubeVideo => Boolean(video));
}

/**
 * The trending page's two lists. A search costs 100 of the 10,000 daily quota units, so answers
 * are cached per region / keyword, and keyword searches (free text from anyone) that miss the
 * cache must first be admitted by the caller's rate limits.
 */
export class TrendingService {
  private readonly trendingCache: LoadingCache<TrendingResponse>;
  private readonly keywordCache: LoadingCache<KeywordSearchResponse>;

  constructor(
    private readonly youtube: YoutubeClient,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    const clock = () => this.now().getTime();
    this.trendingCache = new LoadingCache({ ttlMs: 10 * MINUTE, staleIfErrorMs: 6 * HOUR, maxEntries: 50, now: clock });
    this.keywordCache = new LoadingCache({ ttlMs: 5 * MINUTE, staleIfErrorMs: HOUR, maxEntries: 200, now: clock });
  }

  trending(region: TrendingRegion): Promise<TrendingResponse> {
    return this.trendingCache.load(region, () => this.fetchTrending(region));
  }

  /** `admit` runs only when YouTube must be asked, and throws to refuse (a 429). */
  keywordSearch(q: string, region: TrendingRegion, admit: () => Promise<void>): Promise<KeywordSearchResponse> {
    const key = `${region}|${q.toLowerCase()}`;
    return this.keywordCache.load(key, async () => {
      await admit();
      return this.fetchKeyword(q, region);
    });
  }

  /** The region's most viewed uploads of the last day; the mostPopular chart if none. */
  private async fetchTrending(region: TrendingRegion): Promise<TrendingResponse> {
    const now = this.now();
    const found = await this.logged('trending search', () =>
      this.youtube.search({
        part: 'snippet',
        type: 'video',
        order: 'viewCount',
        publishedAfter: rfc3339(new Date(now.getTime() - 24 * HOUR)),
        regionCode: region,
        maxResults: MAX_RESULTS,
      }),
    );
    const ids = found.items.map((item) => item.id.videoId).filter((id): id is string => Boolean(id));
    if (ids.length === 0) {
      const chart = await this.logged('trending chart', () =>
        this.youtube.videos({
          part: 'snippet,statistics',
          chart: 'mostPopular',
          regionCode: region,
          maxResults: MAX_RESULTS,
        }),
      );
      return {
        success: true,
        region,
        source: 'mostPopular',
        fetchedAt: now.toISOString(),
        videos: chart.items.map(toCard),
      };
    }
    const videos = await this.logged('trending videos', () => this.youtube.videosByIds(ids, 'snippet,statistics'));
    return {
      success: true,
      region,
      source: 'search',
      fetchedAt: now.toISOString(),
      videos: inSearchOrder(ids, videos).map(toCard),
    };
  }

  /** Keyword search: q, order viewCount, regionCode, ten results, then their statistics. */
  private async fetchKeyword(q: string, region: TrendingRegion): Promise<KeywordSearchResponse> {
    const now = this.now();
    const found = await this.logged('keyword search', () =>
      this.youtube.search({
        part: 'snippet',
        type: 'video',
        q,
        order: 'viewCount',
        regionCode: region,
        maxResults: MAX_RESULTS,
      }),
    );
    const ids = found.items.map((item) => item.id.videoId).filter((id): id is string => Boolean(id));
    const videos =
      ids.length > 0
        ? await this.logged('keyword videos', () => this.youtube.videosByIds(ids, 'snippet,statistics'))
        : [];
    return { success: true, region, q, fetchedAt: now.toISOString(), videos: inSearchOrder(ids, videos).map(toCard) };
  }

  private async logged<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.log.warn({ err: error }, `youtube ${what} failed`);
      throw error;
    }
  }
}
