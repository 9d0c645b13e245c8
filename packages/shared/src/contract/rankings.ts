import {
  CHANNEL_COUNTRIES,
  NEW_CHANNEL_CATEGORIES,
  RANKING_CATEGORY_IDS,
  RANKING_PERIODS,
  RANKING_REGIONS,
} from '../domain/rankings.ts';
import { queryInt } from './common.ts';
import { z } from './zod.ts';

/**
 * The ranking pages' data (docs/decisions/090-rankings-from-snapshots.md): rankings computed from
 * the collector's snapshots (`source: 'live'`, dated by `asOf`), or the built-in sample data when
 * nothing has been collected yet (`source: 'sample'`). All public.
 */
export const RANKING_MESSAGES = {
  badPeriod: `기간(period)은 ${RANKING_PERIODS.join(', ')} 중 하나여야 합니다.`,
  badRegion: `지역(region)은 ALL, ${RANKING_REGIONS.join(', ')} 중 하나여야 합니다.`,
  badCountry: `국가(country)는 ${CHANNEL_COUNTRIES.join(', ')} 중 하나여야 합니다.`,
  badCategory: `카테고리(category)는 all 또는 ${RANKING_CATEGORY_IDS.join(', ')} 중 하나여야 합니다.`,
  badSort: (options: readonly string[]) => `정렬 기준(sort)은 ${options.join(', ')} 중 하나여야 합니다.`,
  badId: '영상 또는 채널 ID 형식이 올바르지 않습니다.',
  videoNotFound: '수집된 영상 중에 해당 영상이 없습니다.',
  channelNotFound: '수집된 채널 중에 해당 채널이 없습니다.',
} as const;

export const RANKING_SOURCES = ['live', 'sample'] as const;
export type RankingSource = (typeof RANKING_SOURCES)[number];

export const VIDEO_RANKING_SORTS = ['views', 'likes', 'likeRate'] as const;
export type VideoRankingSort = (typeof VIDEO_RANKING_SORTS)[number];
export const CHANNEL_RANKING_SORTS = ['subscribers', 'views', 'growth', 'viewGrowth'] as const;
export type ChannelRankingSort = (typeof CHANNEL_RANKING_SORTS)[number];
export const VIDEO_REGIONS = ['ALL', ...RANKING_REGIONS] as const;
export type VideoRegion = (typeof VIDEO_REGIONS)[number];

/** YouTube ids and the sample data's ids: letters, digits, '-' and '_'. */
export const RANKING_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const rankingId = z
  .string({ error: RANKING_MESSAGES.badId })
  .check(z.trim(), z.regex(RANKING_ID, RANKING_MESSAGES.badId));

/** Query values are case-insensitive where codes are upper case (kr → KR); blank means default. */
/* @__NO_SIDE_EFFECTS__ */
const upperChoice = <T extends readonly [string, ...string[]]>(options: T, fallback: T[number], message: string) =>
  z.pipe(
    z.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : undefined)),
    z._default(z.enum(options, { error: message }), fallback),
  );
/* @__NO_SIDE_EFFECTS__ */
const choice = <T extends readonly [string, ...string[]]>(options: T, fallback: T[number], message: string) =>
  z.pipe(
    z.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)),
    z._default(z.enum(options, { error: message }), fallback),
  );
const category = z.pipe(
  z.transform((value) =>
    value === undefined || (typeof value === 'string' && ['', 'all'].includes(value.trim().toLowerCase()))
      ? 'all'
      : Number(value),
  ),
  z.union([z.literal('all'), z.literal(RANKING_CATEGORY_IDS, { error: RANKING_MESSAGES.badCategory })], {
    error: RANKING_MESSAGES.badCategory,
  }),
);

export const videoRankingQuery = z.object({
  period: choice(RANKING_PERIODS, 'today', RANKING_MESSAGES.badPeriod),
  region: upperChoice(VIDEO_REGIONS, 'KR', RANKING_MESSAGES.badRegion),
  category,
  sort: choice(VIDEO_RANKING_SORTS, 'views', RANKING_MESSAGES.badSort(VIDEO_RANKING_SORTS)),
  limit: queryInt(1, 50, 10),
});
export type VideoRankingQuery = z.input<typeof videoRankingQuery>;

export const channelRankingsQuery = z.object({
  country: upperChoice(CHANNEL_COUNTRIES, 'ALL', RANKING_MESSAGES.badCountry),
  category,
  sort: choice(CHANNEL_RANKING_SORTS, 'subscribers', RANKING_MESSAGES.badSort(CHANNEL_RANKING_SORTS)),
  limit: queryInt(1, 100, 50),
});
export type ChannelRankingsQuery = z.input<typeof channelRankingsQuery>;

/** The new-channel page filters and sorts on the client; the server sends every new channel. */
export const newChannelsQuery = z.object({ limit: queryInt(1, 200, 100) });

export const historyQuery = z.object({ days: queryInt(1, 365, 90) });
export const videoIdParams = z.object({ videoId: rankingId });
export const channelIdParams = z.object({ channelId: rankingId });

const meta = {
  success: z.literal(true),
  source: z.enum(RANKING_SOURCES),
  /** When the collected counts were read (the page's "기준"); null for sample data. */
  asOf: z.nullable(z.string()),
};

export const rankingVideo = z.object({
  id: z.string(),
  title: z.string(),
  thumbnail: z.nullable(z.string()),
  /** "mm:ss" or "h:mm:ss". */
  duration: z.string(),
  channelId: z.string(),
  channelTitle: z.string(),
  categoryId: z.nullable(z.int()),
  region: z.nullable(z.string()),
  viewCount: z.number(),
  likeCount: z.number(),
  commentCount: z.number(),
  publishedAt: z.string(),
  /** When these counts were read; null for sample data. */
  statsAt: z.nullable(z.string()),
});
export type RankingVideo = z.infer<typeof rankingVideo>;
export const rankedVideo = z.extend(rankingVideo, { rank: z.int() });
export type RankedVideo = z.infer<typeof rankedVideo>;

export const videoRankingResponse = z.object({
  ...meta,
  /** The period the ranking covers: uploads between `start` and `end` (Seoul calendar). */
  period: z.object({ start: z.string(), end: z.string() }),
  videos: z.array(rankedVideo),
});
export type VideoRankingResponse = z.infer<typeof videoRankingResponse>;

export const rankingChannel = z.object({
  id: z.string(),
  name: z.string(),
  thumbnail: z.nullable(z.string()),
  categoryId: z.nullable(z.int()),
  country: z.nullable(z.string()),
  subscribers: z.number(),
  totalViews: z.number(),
  videoCount: z.number(),
  description: z.string(),
  hiddenSubscribers: z.boolean(),
  /** Subscribers gained per week (null until there is enough history). */
  weeklyGain: z.nullable(z.number()),
  /** Views gained per week. */
  weeklyViewGain: z.nullable(z.number()),
  createdAt: z.nullable(z.string()),
  statsAt: z.nullable(z.string()),
});
export type RankingChannel = z.infer<typeof rankingChannel>;
export const rankedChannel = z.extend(rankingChannel, { rank: z.int() });
export type RankedChannel = z.infer<typeof rankedChannel>;

export const channelRankingsResponse = z.object({ ...meta, channels: z.array(rankedChannel) });
export type ChannelRankingsResponse = z.infer<typeof channelRankingsResponse>;

export const newChannel = z.extend(rankingChannel, {
  createdAt: z.string(),
  /** One of the page's five categories, or null when the channel's category is another one. */
  category: z.nullable(z.enum(NEW_CHANNEL_CATEGORIES)),
  /** The growth text, "+N/주"; null until there is enough history. */
  growthRate: z.nullable(z.string()),
  ageDays: z.int(),
});
export type NewChannel = z.infer<typeof newChannel>;
export const newChannelsResponse = z.object({ ...meta, channels: z.array(newChannel) });
export type NewChannelsResponse = z.infer<typeof newChannelsResponse>;

export const videoHistoryPoint = z.object({
  at: z.string(),
  viewCount: z.number(),
  likeCount: z.number(),
  commentCount: z.number(),
});
export type VideoHistoryPoint = z.infer<typeof videoHistoryPoint>;
export const videoHistoryResponse = z.object({
  success: z.literal(true),
  source: z.enum(RANKING_SOURCES),
  video: z.object({
    id: z.string(),
    title: z.string(),
    channelTitle: z.string(),
    thumbnail: z.nullable(z.string()),
    /** Every video starts from 0 views here: the chart's first point. */
    publishedAt: z.nullable(z.string()),
  }),
  points: z.array(videoHistoryPoint),
});
export type VideoHistoryResponse = z.infer<typeof videoHistoryResponse>;

export const channelHistoryPoint = z.object({
  at: z.string(),
  subscribers: z.number(),
  totalViews: z.number(),
  videoCount: z.number(),
});
export type ChannelHistoryPoint = z.infer<typeof channelHistoryPoint>;
export const channelHistoryResponse = z.object({
  success: z.literal(true),
  source: z.enum(RANKING_SOURCES),
  channel: z.object({
    id: z.string(),
    name: z.string(),
    thumbnail: z.nullable(z.string()),
    /** Every channel starts from 0 subscribers here. */
    createdAt: z.nullable(z.string()),
  }),
  points: z.array(channelHistoryPoint),
});
export type ChannelHistoryResponse = z.infer<typeof channelHistoryResponse>;
