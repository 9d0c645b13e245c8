import { VIDEO_TYPES, validateImportParams, YOUTUBE_RULE_MESSAGES, YOUTUBE_VIDEO_ID } from '../domain/youtube-rules.ts';
import { httpUrl } from './blocks.ts';
import { z } from './zod.ts';

/** Query integers with a Korean message; blank means the default (tester forms omit blanks). */
/* @__NO_SIDE_EFFECTS__ */
export const testerInt = (min: number, max: number, fallback: number, message: string) =>
  z.pipe(
    z.transform((value) => (value === undefined || value === '' ? fallback : Number(value))),
    z.int(message).check(z.gte(min, message), z.lte(max, message)),
  );

/* @__NO_SIDE_EFFECTS__ */
const optionalText = (max = 500) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

export const YOUTUBE_MESSAGES = {
  noDataToSave: '저장할 데이터가 없습니다. 먼저 조회를 실행하세요.',
  noVideosSelected: '저장할 영상이 없습니다. 영상을 선택하세요.',
  saved: (n: number) => `${n}개의 영상을 성공적으로 저장했습니다.`,
  savedWithDuplicates: (n: number, dup: number) =>
    `${n}개의 영상을 성공적으로 저장했습니다. (이미 저장된 영상 ${dup}개는 건너뛰었습니다)`,
  nothingNew: (dup: number) => `선택한 영상 ${dup}개는 모두 이미 저장되어 있습니다.`,
  wrongAdminKey: '관리자 키가 올바르지 않습니다.',
  paramsTooLong: (max: number) =>
    `YouTube로 보낼 파라미터가 너무 깁니다. 합쳐서 ${max.toLocaleString('ko-KR')}바이트 이하로 줄여주세요.`,
  unknownParam: (endpoint: string, name: string) => `${endpoint} API에서 사용할 수 없는 파라미터입니다: ${name}`,
  invalidVideoId: '영상 ID 형식이 올바르지 않습니다.',
  tooManyVideos: '한 번에 50개까지 저장할 수 있습니다.',
} as const;

export const quotaUsage = z.object({
  day: z.string(),
  used: z.int(),
  limit: z.int(),
  remaining: z.int(),
});
export type QuotaUsage = z.infer<typeof quotaUsage>;
export const quotaResponse = z.object({ success: z.literal(true), quota: quotaUsage });
export type QuotaResponse = z.infer<typeof quotaResponse>;

// ── Import (/api/youtube/import) ─────────────────────────────────────────────────────────────

export const youtubeImportQuery = z
  .object({
    region: optionalText(8),
    date: optionalText(20),
    maxResults: optionalText(10),
    key: optionalText(200),
    categoryId: optionalText(200),
    q: optionalText(200),
    videoType: optionalText(10),
    adminKey: optionalText(200),
  })
  .check(
    z.superRefine((value, ctx) => {
      const message = validateImportParams(value);
      if (message) ctx.issues.push({ code: 'custom', message, input: value });
    }),
  );
export type YoutubeImportQuery = z.output<typeof youtubeImportQuery>;

export const importedVideo = z.object({
  videoId: z.string(),
  title: z.string(),
  description: z.string(),
  channelId: z.nullable(z.string()),
  channelTitle: z.string(),
  thumbnail: z.nullable(z.string()),
  publishedAt: z.nullable(z.string()),
  categoryId: z.nullable(z.string()),
  durationSeconds: z.int(),
  viewCount: z.number(),
  likeCount: z.number(),
  commentCount: z.number(),
  ranking: z.int(),
  /** The post created for it, or the one that already held it. */
  postId: z.nullable(z.string()),
  status: z.enum(['saved', 'duplicate']),
});
export type ImportedVideo = z.infer<typeof importedVideo>;

export const youtubeImportResponse = z.object({
  success: z.literal(true),
  region: z.string(),
  processedCount: z.int(),
  savedCount: z.int(),
  duplicateCount: z.int(),
  message: z.string(),
  videos: z.array(importedVideo),
  quota: quotaUsage,
});
export type YoutubeImportResponse = z.infer<typeof youtubeImportResponse>;

// ── Channel collection (/api/youtube/channels) ───────────────────────────────────────────────

export const CHANNEL_SORTS = ['relevance', 'subscribers', 'views'] as const;
export const CHANNEL_SOURCES = ['trending', 'all'] as const;

export const youtubeChannelsQuery = z.object({
  region: z._default(
    z.string().check(z.trim(), z.regex(/^[A-Z]{2}$/, '지역 코드는 KR 같은 두 글자 대문자여야 합니다.')),
    'KR',
  ),
  maxResults: testerInt(1, 50, 20, YOUTUBE_RULE_MESSAGES.maxResults(1, 50)),
  categoryId: z.optional(
    z.string().check(z.trim(), z.regex(/^(\d{1,2})?$/, '카테고리 ID는 1~44 사이의 숫자로 입력해주세요.')),
  ),
  searchKeyword: optionalText(100),
  minSubscribers: testerInt(0, 1_000_000_000, 0, '최소 구독자 수는 0 이상의 정수로 입력해주세요.'),
  minViews: testerInt(0, 1_000_000_000_000, 0, '최소 조회수는 0 이상의 정수로 입력해주세요.'),
  sortBy: z._default(
    z.enum(CHANNEL_SORTS, { error: 'sortBy는 relevance, subscribers, views 중 하나여야 합니다.' }),
    'subscribers',
  ),
  dataSource: z._default(
    z.enum(CHANNEL_SOURCES, { error: 'dataSource는 trending 또는 all이어야 합니다.' }),
    'trending',
  ),
  order: z.optional(z.enum(['date', 'rating', 'relevance', 'title', 'videoCount', 'viewCount'])),
  safeSearch: z.optional(z.enum(['moderate', 'none', 'strict'])),
  relevanceLanguage: optionalText(10),
  channelType: z.optional(z.enum(['any', 'show'])),
  adminKey: optionalText(200),
});
export type YoutubeChannelsQuery = z.input<typeof youtubeChannelsQuery>;

export const collectedChannel = z.object({
  channelId: z.string(),
  title: z.string(),
  description: z.string(),
  customUrl: z.nullable(z.string()),
  thumbnailUrl: z.nullable(z.string()),
  country: z.nullable(z.string()),
  publishedAt: z.nullable(z.string()),
  subscriberCount: z.number(),
  viewCount: z.number(),
  videoCount: z.number(),
  hiddenSubscriberCount: z.boolean(),
  categoryId: z.nullable(z.string()),
  categoryTitle: z.string(),
});
export type CollectedChannel = z.infer<typeof collectedChannel>;

export const youtubeChannelsResponse = z.object({
  success: z.literal(true),
  region: z.string(),
  processedCount: z.int(),
  message: z.string(),
  channels: z.array(collectedChannel),
  quota: quotaUsage,
});
export type YoutubeChannelsResponse = z.infer<typeof youtubeChannelsResponse>;

// ── Save selected videos (/api/youtube/save-videos) ──────────────────────────────────────────

const count = z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER))));

export const saveVideoInput = z.object({
  videoId: z.string().check(z.trim(), z.regex(YOUTUBE_VIDEO_ID, YOUTUBE_MESSAGES.invalidVideoId)),
  title: z.string().check(z.trim(), z.minLength(1, '영상 제목이 비어 있습니다.'), z.maxLength(500)),
  /** The description; older clients call it `content`. */
  description: z.optional(z.string().check(z.maxLength(10_000))),
  content: z.optional(z.string().check(z.maxLength(10_000))),
  channelId: z.nullish(z.string().check(z.trim(), z.maxLength(64))),
  channelTitle: z.nullish(z.string().check(z.trim(), z.maxLength(200))),
  thumbnail: z.nullish(httpUrl),
  viewCount: count,
  likeCount: count,
  publishedAt: z.nullish(z.string().check(z.maxLength(40))),
  ranking: z.nullish(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(10_000)))),
});
export type SaveVideoInput = z.input<typeof saveVideoInput>;

export const saveVideosBody = z.object({
  videos: z
    .array(saveVideoInput, { error: YOUTUBE_MESSAGES.noDataToSave })
    .check(z.minLength(1, YOUTUBE_MESSAGES.noVideosSelected), z.maxLength(50, YOUTUBE_MESSAGES.tooManyVideos)),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
});
export type SaveVideosBody = z.input<typeof saveVideosBody>;

export const saveVideosQuery = z.record(z.string(), z.string().check(z.maxLength(500)));

export const saveVideosResponse = z.object({
  success: z.literal(true),
  savedCount: z.int(),
  duplicateCount: z.int(),
  postIds: z.array(z.string()),
  message: z.string(),
});
export type SaveVideosResponse = z.infer<typeof saveVideosResponse>;

// ── Public channel ranking (/api/youtube/channels/ranking) ───────────────────────────────────

export const RANKING_SORTS = ['subscribers', 'views', 'videos'] as const;

export const channelRankingQuery = z.object({
  sortBy: z._default(
    z.enum(RANKING_SORTS, { error: 'sortBy는 subscribers, views, videos 중 하나여야 합니다.' }),
    'subscribers',
  ),
  country: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.toUpperCase(),
        z.regex(/^(ALL|[A-Z]{2})$/, 'country는 ALL 또는 두 글자 국가 코드여야 합니다.'),
      ),
    'ALL',
  ),
  /** 'all' or a YouTube category id ("10"). */
  category: z._default(
    z.string().check(z.trim(), z.regex(/^(all|\d{1,2})$/, 'category는 all 또는 카테고리 ID여야 합니다.')),
    'all',
  ),
  limit: testerInt(1, 100, 50, 'limit은 1~100 사이의 정수여야 합니다.'),
});
export type ChannelRankingQuery = z.input<typeof channelRankingQuery>;

export const rankingChannel = z.object({
  id: z.string(),
  name: z.string(),
  thumbnail: z.nullable(z.string()),
  category: z.string(),
  categoryId: z.nullable(z.string()),
  country: z.nullable(z.string()),
  subscribers: z.number(),
  totalViews: z.number(),
  videoCount: z.number(),
  description: z.string(),
  customUrl: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type RankingChannel = z.infer<typeof rankingChannel>;

export const channelRankingResponse = z.object({
  success: z.literal(true),
  channels: z.array(rankingChannel),
  message: z.string(),
});
export type ChannelRankingResponse = z.infer<typeof channelRankingResponse>;

export { VIDEO_TYPES };
