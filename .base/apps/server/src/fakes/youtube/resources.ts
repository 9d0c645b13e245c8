import { stableId } from '../random.ts';
import type { FakeChannel, FakePlaylist, FakeVideo } from './catalog.ts';

/** Serializers in the exact shape of today's YouTube answers (fixtures/THIRD-PARTY-APIS.md). */
export const etag = (seed: string) => stableId(`etag-${seed}`, 27);

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export function videoThumbnails(id: string, hd: boolean) {
  const t = (file: string, width: number, height: number) => ({
    url: `https://i.ytimg.com/vi/${id}/${file}`,
    width,
    height,
  });
  return {
    default: t('default.jpg', 120, 90),
    medium: t('mqdefault.jpg', 320, 180),
    high: t('hqdefault.jpg', 480, 360),
    standard: t('sddefault.jpg', 640, 480),
    ...(hd ? { maxres: t('maxresdefault.jpg', 1280, 720) } : {}),
  };
}

export function channelThumbnails(channel: FakeChannel) {
  const base = `https://yt3.ggpht.com/ytc/${stableId(`avatar-${channel.id}`, 40)}`;
  return {
    default: { url: `${base}=s88-c-k-c0x00ffffff-no-rj`, width: 88, height: 88 },
    medium: { url: `${base}=s240-c-k-c0x00ffffff-no-rj`, width: 240, height: 240 },
    high: { url: `${base}=s800-c-k-c0x00ffffff-no-rj`, width: 800, height: 800 },
  };
}

export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

export function videoItem(v: FakeVideo, parts: Set<string>) {
  return {
    kind: 'youtube#video',
    etag: etag(v.id),
    id: v.id,
    ...(parts.has('snippet')
      ? {
          snippet: {
            publishedAt: v.publishedAt,
            channelId: v.channel.id,
            title: v.title,
            description: v.description,
            thumbnails: videoThumbnails(v.id, v.definition === 'hd'),
            channelTitle: v.channel.title,
            tags: v.tags,
            categoryId: v.categoryId,
            liveBroadcastContent: 'none',
            defaultAudioLanguage: 'ko',
            localized: { title: v.title, description: v.description },
          },
        }
      : {}),
    ...(parts.has('contentDetails')
      ? {
          contentDetails: {
            duration: isoDuration(v.durationSeconds),
            dimension: '2d',
            definition: v.definition,
            caption: v.caption ? 'true' : 'false',
            licensedContent: true,
            contentRating: {},
            projection: 'rectangular',
          },
        }
      : {}),
    ...(parts.has('statistics')
      ? {
          statistics: {
            viewCount: String(v.viewCount),
            likeCount: String(v.likeCount),
            favoriteCount: '0',
            commentCount: String(v.commentCount),
          },
        }
      : {}),
    ...(parts.has('status')
      ? {
          status: {
            uploadStatus: 'processed',
            privacyStatus: 'public',
            license: 'youtube',
            embeddable: true,
            publicStatsViewable: true,
            madeForKids: false,
          },
        }
      : {}),
    ...(parts.has('player')
      ? {
          player: {
            embedHtml: `<iframe width="480" height="270" src="//www.youtube.com/embed/${v.id}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
          },
        }
      : {}),
  };
}

export function searchVideoItem(v: FakeVideo) {
  return {
    kind: 'youtube#searchResult',
    etag: etag(`search-${v.id}`),
    id: { kind: 'youtube#video', videoId: v.id },
    snippet: {
      publishedAt: v.publishedAt,
      channelId: v.channel.id,
      // search.list answers HTML-escaped titles (&amp; &#39;), unlike videos.list.
      title: escapeHtml(v.title),
      description: escapeHtml(v.description.split('\n')[0]!.slice(0, 160)),
      thumbnails: {
        default: videoThumbnails(v.id, false).default,
        medium: videoThumbnails(v.id, false).medium,
        high: videoThumbnails(v.id, false).high,
      },
      channelTitle: escapeHtml(v.channel.title),
      liveBroadcastContent: 'none',
      publishTime: v.publishedAt,
    },
  };
}

export function searchChannelItem(c: FakeChannel) {
  return {
    kind: 'youtube#searchResult',
    etag: etag(`search-${c.id}`),
    id: { kind: 'youtube#channel', channelId: c.id },
    snippet: {
      publishedAt: c.publishedAt,
      channelId: c.id,
      title: escapeHtml(c.title),
      description: escapeHtml(c.description),
      thumbnails: channelThumbnails(c),
      channelTitle: escapeHtml(c.title),
      liveBroadcastContent: 'none',
      publishTime: c.publishedAt,
    },
  };
}

export function searchPlaylistItem(p: FakePlaylist) {
  const first = p.videos.find((v): v is FakeVideo => typeof v === 'object');
  return {
    kind: 'youtube#searchResult',
    etag: etag(`search-${p.id}`),
    id: { kind: 'youtube#playlist', playlistId: p.id },
    snippet: {
      publishedAt: p.publishedAt,
      channelId: p.channel.id,
      title: escapeHtml(p.title),
      description: escapeHtml(p.description),
      thumbnails: first ? videoThumbnails(first.id, false) : {},
      channelTitle: escapeHtml(p.channel.title),
      liveBroadcastContent: 'none',
      publishTime: p.publishedAt,
    },
  };
}

export function channelItem(c: FakeChannel, parts: Set<string>) {
  return {
    kind: 'youtube#channel',
    etag: etag(c.id),
    id: c.id,
    ...(parts.has('snippet')
      ? {
          snippet: {
            title: c.title,
            description: c.description,
            customUrl: c.handle,
            publishedAt: c.publishedAt,
            thumbnails: channelThumbnails(c),
            localized: { title: c.title, description: c.description },
            country: c.country,
          },
        }
      : {}),
    ...(parts.has('statistics')
      ? {
          statistics: {
            viewCount: String(c.viewCount),
            // A hidden subscriber count is reported as "0" with the flag set.
            subscriberCount: c.hiddenSubscriberCount ? '0' : String(c.subscriberCount),
            hiddenSubscriberCount: c.hiddenSubscriberCount,
            videoCount: String(c.videoCount),
          },
        }
      : {}),
    ...(parts.has('contentDetails')
      ? { contentDetails: { relatedPlaylists: { likes: '', uploads: `UU${c.id.slice(2)}` } } }
      : {}),
    ...(parts.has('brandingSettings')
      ? { brandingSettings: { channel: { title: c.title, description: c.description, country: c.country } } }
      : {}),
  };
}

export function playlistItemOf(p: FakePlaylist, parts: Set<string>) {
  const first = p.videos.find((v): v is FakeVideo => typeof v === 'object');
  return {
    kind: 'youtube#playlist',
    etag: etag(p.id),
    id: p.id,
    ...(parts.has('snippet')
      ? {
          snippet: {
            publishedAt: p.publishedAt,
            channelId: p.channel.id,
            title: p.title,
            description: p.description,
            thumbnails: first ? videoThumbnails(first.id, first.definition === 'hd') : {},
            channelTitle: p.channel.title,
            localized: { title: p.title, description: p.description },
          },
        }
      : {}),
    ...(parts.has('contentDetails') ? { contentDetails: { itemCount: p.videos.length } } : {}),
    ...(parts.has('status') ? { status: { privacyStatus: 'public' } } : {}),
  };
}

export function playlistEntry(
  p: FakePlaylist,
  entry: FakePlaylist['videos'][number],
  position: number,
  parts: Set<string>,
) {
  const gone = typeof entry === 'string';
  const videoId = gone ? stableId(`${entry}-${p.id}-${position}`, 11) : entry.id;
  return {
    kind: 'youtube#playlistItem',
    etag: etag(`${p.id}-${position}`),
    id: stableId(`pli-${p.id}-${position}`, 48),
    ...(parts.has('snippet')
      ? {
          snippet: {
            publishedAt: p.publishedAt,
            channelId: p.channel.id,
            title: entry === 'private' ? 'Private video' : entry === 'deleted' ? 'Deleted video' : entry.title,
            description:
              entry === 'private'
                ? 'This video is private.'
                : entry === 'deleted'
                  ? 'This video is unavailable.'
                  : entry.description,
            thumbnails: gone ? {} : videoThumbnails(entry.id, entry.definition === 'hd'),
            channelTitle: p.channel.title,
            playlistId: p.id,
            position,
            resourceId: { kind: 'youtube#video', videoId },
            ...(gone ? {} : { videoOwnerChannelTitle: entry.channel.title, videoOwnerChannelId: entry.channel.id }),
          },
        }
      : {}),
    ...(parts.has('contentDetails')
      ? { contentDetails: { videoId, ...(gone ? {} : { videoPublishedAt: entry.publishedAt }) } }
      : {}),
    ...(parts.has('status') ? { status: { privacyStatus: entry === 'private' ? 'private' : 'public' } } : {}),
  };
}
