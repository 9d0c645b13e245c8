import { parseIsoDuration } from '@tubesphere/shared/domain/youtube-rules';
import { decodeEntities } from '../text.ts';
import type { YoutubeChannel, YoutubeThumbnails, YoutubeVideo } from './schemas.ts';

/** Counts arrive as strings ("160361638"); hidden or missing counts are 0. */
export const toCount = (value: string | number | undefined | null): number => {
  const n = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? n : 0;
};

/** Not every size is always present: the largest one that exists, or null. */
export function bestThumbnail(
  thumbnails: YoutubeThumbnails | undefined,
  prefer: 'large' | 'small' = 'large',
): string | null {
  if (!thumbnails) return null;
  const order =
    prefer === 'large'
      ? (['maxres', 'standard', 'high', 'medium', 'default'] as const)
      : (['medium', 'high', 'default', 'standard', 'maxres'] as const);
  for (const size of order) {
    const url = thumbnails[size]?.url;
    if (url) return url;
  }
  return null;
}

/** A flat, display-ready video (titles unescaped; search titles come HTML-escaped). */
export interface VideoSummary {
  videoId: string;
  title: string;
  description: string;
  channelId: string | null;
  channelTitle: string;
  thumbnail: string | null;
  publishedAt: string | null;
  categoryId: string | null;
  durationSeconds: number;
  viewCount: number;
  likeCount: number;
  commentCount: number;
}

export function summarizeVideo(video: YoutubeVideo): VideoSummary {
  const s = video.snippet;
  return {
    videoId: video.id,
    title: decodeEntities(s?.title ?? ''),
    description: decodeEntities(s?.description ?? ''),
    channelId: s?.channelId ?? null,
    channelTitle: decodeEntities(s?.channelTitle ?? ''),
    thumbnail: bestThumbnail(s?.thumbnails, 'small'),
    publishedAt: s?.publishedAt ?? null,
    categoryId: s?.categoryId ?? null,
    durationSeconds: parseIsoDuration(video.contentDetails?.duration),
    viewCount: toCount(video.statistics?.viewCount),
    likeCount: toCount(video.statistics?.likeCount),
    commentCount: toCount(video.statistics?.commentCount),
  };
}

export interface ChannelSummary {
  channelId: string;
  title: string;
  description: string;
  customUrl: string | null;
  thumbnailUrl: string | null;
  country: string | null;
  publishedAt: string | null;
  subscriberCount: number;
  viewCount: number;
  videoCount: number;
  hiddenSubscriberCount: boolean;
}

export function summarizeChannel(channel: YoutubeChannel): ChannelSummary {
  const s = channel.snippet;
  return {
    channelId: channel.id,
    title: decodeEntities(s?.title ?? ''),
    description: decodeEntities(s?.description ?? ''),
    customUrl: s?.customUrl ?? null,
    thumbnailUrl: bestThumbnail(s?.thumbnails, 'small'),
    country: s?.country ?? null,
    publishedAt: s?.publishedAt ?? null,
    subscriberCount: toCount(channel.statistics?.subscriberCount),
    viewCount: toCount(channel.statistics?.viewCount),
    videoCount: toCount(channel.statistics?.videoCount),
    hiddenSubscriberCount: channel.statistics?.hiddenSubscriberCount ?? false,
  };
}
