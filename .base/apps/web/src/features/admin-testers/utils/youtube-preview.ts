import type { YoutubeTesterEndpoint } from '@tubesphere/shared/domain/youtube-rules';
import { decodeEntities, stripTags } from './html-text.ts';

/** Display-ready cards from YouTube's raw items (whatever `part` the admin asked for). */
export type PreviewItem =
  | {
      kind: 'video';
      key: string;
      videoId: string | null;
      title: string;
      description: string;
      thumbnail: string | null;
      channelId: string | null;
      channelTitle: string;
      viewCount: number | null;
      likeCount: number | null;
      publishedAt: string | null;
      ranking: number;
      /** Private or deleted playlist entries cannot be saved. */
      available: boolean;
    }
  | {
      kind: 'channel';
      key: string;
      title: string;
      thumbnail: string | null;
      customUrl: string | null;
      subscriberCount: number | null;
      viewCount: number | null;
      videoCount: number | null;
      country: string | null;
    }
  | {
      kind: 'playlist';
      key: string;
      title: string;
      thumbnail: string | null;
      channelTitle: string;
      itemCount: number | null;
    }
  | {
      kind: 'comment';
      key: string;
      author: string;
      avatar: string | null;
      text: string;
      likeCount: number;
      replies: number;
      publishedAt: string | null;
    }
  | { kind: 'category'; key: string; id: string; title: string; assignable: boolean };

type Raw = Record<string, unknown>;
const obj = (value: unknown): Raw => (value && typeof value === 'object' ? (value as Raw) : {});
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

function thumbnail(snippet: Raw): string | null {
  const thumbs = obj(snippet.thumbnails);
  for (const size of ['medium', 'high', 'default', 'standard', 'maxres']) {
    const url = str(obj(thumbs[size]).url);
    if (url) return url;
  }
  return null;
}

function video(item: Raw, index: number, videoId: string | null): PreviewItem {
  const snippet = obj(item.snippet);
  const stats = obj(item.statistics);
  const title = decodeEntities(str(snippet.title) ?? '');
  return {
    kind: 'video',
    key: `${videoId ?? 'x'}-${index}`,
    videoId,
    title,
    description: decodeEntities(str(snippet.description) ?? ''),
    thumbnail: thumbnail(snippet),
    channelId: str(snippet.channelId),
    channelTitle: decodeEntities(str(snippet.videoOwnerChannelTitle) ?? str(snippet.channelTitle) ?? ''),
    viewCount: num(stats.viewCount),
    likeCount: num(stats.likeCount),
    publishedAt: str(snippet.publishedAt),
    ranking: index + 1,
    available: Boolean(videoId) && title !== 'Private video' && title !== 'Deleted video' && title !== '',
  };
}

export function toPreviewItems(endpoint: YoutubeTesterEndpoint, items: readonly Raw[]): PreviewItem[] {
  return items.map((item, index): PreviewItem => {
    const snippet = obj(item.snippet);
    switch (endpoint) {
      case 'videos':
        return video(item, index, str(item.id));
      case 'playlistItems':
        return video(item, index, str(obj(snippet.resourceId).videoId) ?? str(obj(item.contentDetails).videoId));
      case 'search': {
        const id = obj(item.id);
        if (str(id.channelId)) return channel({ ...item, id: id.channelId }, index);
        if (str(id.playlistId)) return playlist({ ...item, id: id.playlistId }, index);
        return video(item, index, str(id.videoId));
      }
      case 'channels':
        return channel(item, index);
      case 'playlists':
        return playlist(item, index);
      case 'commentThreads': {
        const top = obj(obj(snippet.topLevelComment).snippet);
        return {
          kind: 'comment',
          key: str(item.id) ?? String(index),
          author: str(top.authorDisplayName) ?? '',
          avatar: str(top.authorProfileImageUrl),
          text: str(top.textOriginal) ?? stripTags(str(top.textDisplay) ?? ''),
          likeCount: num(top.likeCount) ?? 0,
          replies: num(snippet.totalReplyCount) ?? 0,
          publishedAt: str(top.publishedAt),
        };
      }
      default:
        return {
          kind: 'category',
          key: str(item.id) ?? String(index),
          id: str(item.id) ?? '',
          title: str(snippet.title) ?? '',
          assignable: snippet.assignable === true,
        };
    }
  });
}

function channel(item: Raw, index: number): PreviewItem {
  const snippet = obj(item.snippet);
  const stats = obj(item.statistics);
  return {
    kind: 'channel',
    key: `${str(item.id) ?? 'c'}-${index}`,
    title: decodeEntities(str(snippet.title) ?? ''),
    thumbnail: thumbnail(snippet),
    customUrl: str(snippet.customUrl),
    subscriberCount: stats.hiddenSubscriberCount === true ? null : num(stats.subscriberCount),
    viewCount: num(stats.viewCount),
    videoCount: num(stats.videoCount),
    country: str(snippet.country),
  };
}

function playlist(item: Raw, index: number): PreviewItem {
  const snippet = obj(item.snippet);
  return {
    kind: 'playlist',
    key: `${str(item.id) ?? 'p'}-${index}`,
    title: decodeEntities(str(snippet.title) ?? ''),
    thumbnail: thumbnail(snippet),
    channelTitle: decodeEntities(str(snippet.channelTitle) ?? ''),
    itemCount: num(obj(item.contentDetails).itemCount),
  };
}
