import { compactParams, validateYoutubeParams, type YoutubeTesterEndpoint } from '../domain/youtube-rules.ts';
import { quotaUsage, YOUTUBE_MESSAGES } from './youtube.ts';
import { z } from './zod.ts';

// The dynamic testers (/api/youtube/dynamic, /api/admin/YoutubeSearchApi): which parameters each
// YouTube endpoint forwards, and the checks a tester query passes before it is sent.
export const DYNAMIC_ENDPOINTS = [
  'videos',
  'channels',
  'playlists',
  'playlistItems',
  'commentThreads',
  'videoCategories',
] as const;
export type DynamicEndpoint = (typeof DYNAMIC_ENDPOINTS)[number];

/** The parameters each endpoint forwards to YouTube; anything else is refused. */
export const ENDPOINT_PARAMS: Record<YoutubeTesterEndpoint, readonly string[]> = {
  videos: [
    'part',
    'id',
    'chart',
    'myRating',
    'regionCode',
    'videoCategoryId',
    'maxResults',
    'pageToken',
    'hl',
    'maxHeight',
    'maxWidth',
    'q',
  ],
  search: [
    'part',
    'q',
    'type',
    'order',
    'maxResults',
    'pageToken',
    'regionCode',
    'relevanceLanguage',
    'publishedAfter',
    'publishedBefore',
    'channelId',
    'channelType',
    'eventType',
    'safeSearch',
    'videoCaption',
    'videoCategoryId',
    'videoDefinition',
    'videoDimension',
    'videoDuration',
    'videoEmbeddable',
    'videoLicense',
    'videoSyndicated',
    'videoType',
    'topicId',
    'location',
    'locationRadius',
  ],
  channels: [
    'part',
    'id',
    'forHandle',
    'forUsername',
    'mine',
    'managedByMe',
    'mySubscribers',
    'maxResults',
    'pageToken',
    'hl',
  ],
  playlists: ['part', 'id', 'channelId', 'mine', 'maxResults', 'pageToken', 'hl'],
  playlistItems: ['part', 'id', 'playlistId', 'videoId', 'maxResults', 'pageToken'],
  commentThreads: [
    'part',
    'id',
    'videoId',
    'channelId',
    'allThreadsRelatedToChannelId',
    'order',
    'maxResults',
    'searchTerms',
    'textFormat',
    'moderationStatus',
    'pageToken',
  ],
  videoCategories: ['part', 'id', 'regionCode', 'hl'],
};
/**
 * Encoded size of the parameters forwarded to YouTube. Google (and any HTTP server) refuses a
 * request line past a few kilobytes with 414/431; refusing here names the cause instead of
 * reporting an upstream error.
 */
export const MAX_FORWARDED_QUERY_BYTES = 6000;
/** Accepted for compatibility (the old client's fixed admin key) and never forwarded. */
const IGNORED_PARAMS = ['adminKey', 'endpoint'];

const paramValue = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((v) => (Array.isArray(v) ? v.join(',') : v)),
);

/** A tester query: the endpoint's own parameters only, the tester rules applied (docs/product.md#youtube-testers). */
/* @__NO_SIDE_EFFECTS__ */
export const testerParams = (fixed?: YoutubeTesterEndpoint) =>
  z.pipe(
    z.record(z.string(), paramValue),
    z.transform((raw, ctx) => {
      const endpoint = (fixed ?? raw.endpoint ?? 'videos') as YoutubeTesterEndpoint;
      if (!fixed && !(DYNAMIC_ENDPOINTS as readonly string[]).includes(endpoint)) {
        ctx.issues.push({
          code: 'custom',
          message: `endpoint는 ${DYNAMIC_ENDPOINTS.join(', ')} 중 하나여야 합니다.`,
          input: raw,
        });
        return z.NEVER;
      }
      const params = compactParams(
        Object.fromEntries(Object.entries(raw).filter(([k]) => !IGNORED_PARAMS.includes(k))),
      );
      const unknown = Object.keys(params).find((k) => !ENDPOINT_PARAMS[endpoint].includes(k));
      if (unknown) {
        ctx.issues.push({ code: 'custom', message: YOUTUBE_MESSAGES.unknownParam(endpoint, unknown), input: raw });
        return z.NEVER;
      }
      if (new URLSearchParams(params).toString().length > MAX_FORWARDED_QUERY_BYTES) {
        ctx.issues.push({
          code: 'custom',
          message: YOUTUBE_MESSAGES.paramsTooLong(MAX_FORWARDED_QUERY_BYTES),
          input: raw,
        });
        return z.NEVER;
      }
      const message = validateYoutubeParams(endpoint, params);
      if (message) {
        ctx.issues.push({ code: 'custom', message, input: raw });
        return z.NEVER;
      }
      return { endpoint, params };
    }),
  );

export const dynamicResult = z.object({
  kind: z.nullable(z.string()),
  items: z.array(z.record(z.string(), z.unknown())),
  totalResults: z.number(),
  resultsPerPage: z.number(),
  nextPageToken: z.nullable(z.string()),
  prevPageToken: z.nullable(z.string()),
  regionCode: z.nullable(z.string()),
});

export const dynamicResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  endpoint: z.string(),
  params: z.record(z.string(), z.string()),
  result: dynamicResult,
  quota: quotaUsage,
});
export type DynamicResponse = z.infer<typeof dynamicResponse>;
