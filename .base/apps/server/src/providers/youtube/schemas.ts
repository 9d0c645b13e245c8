import { z } from 'zod';

/**
 * Lenient shapes of YouTube Data API v3 responses (fixtures/THIRD-PARTY-APIS.md and the recorded
 * answers): loose objects keep every field the admin testers show as JSON, and parts the caller
 * did not ask for (statistics, contentDetails …) are optional.
 */
const thumbnail = z.looseObject({ url: z.string(), width: z.number().optional(), height: z.number().optional() });
export const thumbnails = z.looseObject({
  default: thumbnail.optional(),
  medium: thumbnail.optional(),
  high: thumbnail.optional(),
  standard: thumbnail.optional(),
  maxres: thumbnail.optional(),
});
export type YoutubeThumbnails = z.infer<typeof thumbnails>;

/** The snippet fields videos, search results, playlists and playlist items share. */
const publishedSnippet = {
  publishedAt: z.string().optional(),
  channelId: z.string().optional(),
  title: z.string().default(''),
  description: z.string().default(''),
  thumbnails: thumbnails.optional(),
  channelTitle: z.string().optional(),
};

const count = z.union([z.string(), z.number()]).optional();

export const videoResource = z.looseObject({
  kind: z.string().optional(),
  etag: z.string().optional(),
  id: z.string(),
  snippet: z
    .looseObject({
      ...publishedSnippet,
      tags: z.array(z.string()).optional(),
      categoryId: z.string().optional(),
      liveBroadcastContent: z.string().optional(),
    })
    .optional(),
  contentDetails: z
    .looseObject({ duration: z.string().optional(), definition: z.string().optional(), caption: z.string().optional() })
    .optional(),
  statistics: z
    .looseObject({ viewCount: count, likeCount: count, favoriteCount: count, commentCount: count })
    .optional(),
});
export type YoutubeVideo = z.infer<typeof videoResource>;

export const searchResult = z.looseObject({
  kind: z.string().optional(),
  etag: z.string().optional(),
  id: z.looseObject({
    kind: z.string(),
    videoId: z.string().optional(),
    channelId: z.string().optional(),
    playlistId: z.string().optional(),
  }),
  snippet: z
    .looseObject({
      ...publishedSnippet,
      liveBroadcastContent: z.string().optional(),
      publishTime: z.string().optional(),
    })
    .optional(),
});
export type YoutubeSearchResult = z.infer<typeof searchResult>;

export const channelResource = z.looseObject({
  kind: z.string().optional(),
  etag: z.string().optional(),
  id: z.string(),
  snippet: z
    .looseObject({
      title: z.string().default(''),
      description: z.string().default(''),
      customUrl: z.string().optional(),
      publishedAt: z.string().optional(),
      thumbnails: thumbnails.optional(),
      country: z.string().optional(),
    })
    .optional(),
  statistics: z
    .looseObject({
      viewCount: count,
      subscriberCount: count,
      hiddenSubscriberCount: z.boolean().optional(),
      videoCount: count,
    })
    .optional(),
});
export type YoutubeChannel = z.infer<typeof channelResource>;

export const playlistResource = z.looseObject({
  kind: z.string().optional(),
  id: z.string(),
  snippet: z
    .looseObject({
      ...publishedSnippet,
    })
    .optional(),
  contentDetails: z.looseObject({ itemCount: z.number().optional() }).optional(),
});
export type YoutubePlaylist = z.infer<typeof playlistResource>;

export const playlistItemResource = z.looseObject({
  kind: z.string().optional(),
  id: z.string(),
  snippet: z
    .looseObject({
      ...publishedSnippet,
      playlistId: z.string().optional(),
      position: z.number().optional(),
      resourceId: z.looseObject({ kind: z.string().optional(), videoId: z.string().optional() }).optional(),
    })
    .optional(),
  contentDetails: z.looseObject({ videoId: z.string().optional(), videoPublishedAt: z.string().optional() }).optional(),
});
export type YoutubePlaylistItem = z.infer<typeof playlistItemResource>;

const commentSnippet = z.looseObject({
  authorDisplayName: z.string().default(''),
  authorProfileImageUrl: z.string().optional(),
  textDisplay: z.string().default(''),
  textOriginal: z.string().optional(),
  likeCount: z.number().default(0),
  publishedAt: z.string().optional(),
  videoId: z.string().optional(),
});

export const commentThreadResource = z.looseObject({
  kind: z.string().optional(),
  id: z.string(),
  snippet: z.looseObject({
    videoId: z.string().optional(),
    channelId: z.string().optional(),
    topLevelComment: z.looseObject({ id: z.string().optional(), snippet: commentSnippet }),
    canReply: z.boolean().optional(),
    totalReplyCount: z.number().default(0),
    isPublic: z.boolean().optional(),
  }),
});
export type YoutubeCommentThread = z.infer<typeof commentThreadResource>;

export const videoCategoryResource = z.looseObject({
  kind: z.string().optional(),
  id: z.string(),
  snippet: z.looseObject({ channelId: z.string().optional(), title: z.string(), assignable: z.boolean().optional() }),
});
export type YoutubeVideoCategory = z.infer<typeof videoCategoryResource>;

export const pageInfo = z.looseObject({ totalResults: z.number(), resultsPerPage: z.number() });

/** The list envelope; a channels lookup without a match answers 200 with no `items` at all. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.looseObject({
    kind: z.string().optional(),
    etag: z.string().optional(),
    nextPageToken: z.string().optional(),
    prevPageToken: z.string().optional(),
    regionCode: z.string().optional(),
    pageInfo: pageInfo.optional(),
    items: z.array(item).default([]),
  });

export type YoutubeList<T> = {
  kind?: string;
  etag?: string;
  nextPageToken?: string;
  prevPageToken?: string;
  regionCode?: string;
  pageInfo?: { totalResults: number; resultsPerPage: number };
  items: T[];
  [extra: string]: unknown;
};

export const errorEnvelope = z.object({
  error: z.looseObject({
    code: z.number(),
    message: z.string().default(''),
    errors: z
      .array(
        z.looseObject({ message: z.string().optional(), domain: z.string().optional(), reason: z.string().optional() }),
      )
      .default([]),
    status: z.string().optional(),
  }),
});
export type YoutubeErrorBody = z.infer<typeof errorEnvelope>;

export const oembedResponse = z.looseObject({
  title: z.string(),
  author_name: z.string(),
  author_url: z.string().optional(),
  type: z.string().optional(),
  height: z.number().optional(),
  width: z.number().optional(),
  version: z.string().optional(),
  provider_name: z.string().optional(),
  provider_url: z.string().optional(),
  thumbnail_height: z.number().optional(),
  thumbnail_width: z.number().optional(),
  thumbnail_url: z.string(),
  html: z.string().optional(),
});
export type YoutubeOembed = z.infer<typeof oembedResponse>;

/** Any list item: used by the dynamic tester, which passes YouTube's items through as JSON. */
export const anyItem = z.looseObject({});

export const RESOURCE_SCHEMAS = {
  videos: videoResource,
  search: searchResult,
  channels: channelResource,
  playlists: playlistResource,
  playlistItems: playlistItemResource,
  commentThreads: commentThreadResource,
  videoCategories: videoCategoryResource,
} as const;
export type YoutubeResource = keyof typeof RESOURCE_SCHEMAS;
