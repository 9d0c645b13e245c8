/**
 * Video URL rules (docs/product.md#video-urls): which links are videos, their embed player and thumbnails.
 * Hosts are matched exactly (or as true subdomains), so look-alikes such as
 * youtube.com.evil.example or evilyoutube.com are not videos; only http(s) URLs are accepted.
 */
import { isHttpUrl } from './http-url.ts';
import { type VideoTimes, videoTimesOfUrl } from './video-time.ts';

export type VideoProvider = 'youtube' | 'vimeo' | 'dailymotion' | 'file';

export interface ParsedVideo {
  provider: VideoProvider;
  /** Provider video id; for direct files, the file URL. */
  id: string;
  url: string;
  embedUrl: string;
  /** Best first; the UI falls back through them, then hides the image. */
  thumbnailUrls: string[];
  /** Where the link asks playback to start and stop (YouTube only; docs/product.md#video-times). */
  start: number | null;
  end: number | null;
}

export const VIDEO_MESSAGES = {
  unsupportedFormat: (url: string) => `지원하지 않는 동영상 형식입니다: ${url}`,
  unsupportedBlockUrl:
    '지원하지 않는 동영상 URL입니다. 유튜브, 비메오, 데일리모션 또는 MP4/WebM/OGG 주소를 입력해주세요.',
} as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const FILE_EXTENSIONS = ['mp4', 'webm', 'ogg', 'avi', 'mov', 'wmv', 'flv', 'm4v'] as const;
/** What a browser <video> element plays; the video block accepts only these files. */
const PLAYABLE_FILE_EXTENSIONS = new Set(['mp4', 'webm', 'ogg']);

const isHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function toUrl(input: string): URL | null {
  const text = input.trim();
  return isHttpUrl(text) ? new URL(text) : null;
}

export const youtubeThumbnails = (id: string): string[] => [
  `https://i.ytimg.com/vi/${id}/maxresdefault.jpg`,
  `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
  `https://i.ytimg.com/vi/${id}/mqdefault.jpg`,
];

/** The privacy-enhanced player, with the start and end the link or the author chose. */
export function youtubeEmbedUrl(id: string, times: Partial<VideoTimes> = {}): string {
  const query = new URLSearchParams();
  if (times.start) query.set('start', String(times.start));
  if (times.end) query.set('end', String(times.end));
  const search = query.toString();
  return `https://www.youtube-nocookie.com/embed/${id}${search ? `?${search}` : ''}`;
}

/** The 11-character id of a YouTube link (watch, youtu.be, embed, shorts, live), or null. */
export function parseYoutubeId(input: string): string | null {
  const url = toUrl(input);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (isHost(host, 'youtube.com') || isHost(host, 'youtube-nocookie.com')) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function parseVimeo(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (!isHost(host, 'vimeo.com')) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com')
    return segments[0] === 'video' && /^\d+$/.test(segments[1] ?? '') ? (segments[1] as string) : null;
  const last = segments.at(-1);
  return last && /^\d+$/.test(last) ? last : null;
}

function parseDailymotion(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'dai.ly') id = segments[0];
  else if (isHost(host, 'dailymotion.com')) {
    if (segments[0] === 'video') id = segments[1];
    else if (segments[0] === 'embed' && segments[1] === 'video') id = segments[2];
  }
  // Dailymotion ids are alphanumeric; links often append _title-slug.
  const clean = id?.split('_')[0];
  return clean && /^[A-Za-z0-9]+$/.test(clean) ? clean : null;
}

function fileExtension(url: URL): string | null {
  const match = /\.([a-z0-9]+)$/i.exec(url.pathname);
  return match ? (match[1] as string).toLowerCase() : null;
}

/** Any supported video link (docs/product.md#video-urls), or null. */
export function parseVideoUrl(input: string): ParsedVideo | null {
  const url = toUrl(input);
  if (!url) return null;
  const href = url.toString();
  const youtubeId = parseYoutubeId(href);
  if (youtubeId) {
    const times = videoTimesOfUrl(url);
    return {
      provider: 'youtube',
      id: youtubeId,
      url: href,
      embedUrl: youtubeEmbedUrl(youtubeId, times),
      thumbnailUrls: youtubeThumbnails(youtubeId),
      ...times,
    };
  }
  const vimeoId = parseVimeo(url);
  if (vimeoId) {
    return {
      provider: 'vimeo',
      id: vimeoId,
      url: href,
      embedUrl: `https://player.vimeo.com/video/${vimeoId}`,
      thumbnailUrls: [],
      start: null,
      end: null,
    };
  }
  const dailymotionId = parseDailymotion(url);
  if (dailymotionId) {
    return {
      provider: 'dailymotion',
      id: dailymotionId,
      url: href,
      embedUrl: `https://www.dailymotion.com/embed/video/${dailymotionId}`,
      thumbnailUrls: [`https://www.dailymotion.com/thumbnail/video/${dailymotionId}`],
      start: null,
      end: null,
    };
  }
  const extension = fileExtension(url);
  if (extension && (FILE_EXTENSIONS as readonly string[]).includes(extension)) {
    return { provider: 'file', id: href, url: href, embedUrl: href, thumbnailUrls: [], start: null, end: null };
  }
  return null;
}

/** parseVideoUrl, or the error text for anything unsupported. */
export function parseVideoUrlOrError(input: string): { ok: true; video: ParsedVideo } | { ok: false; error: string } {
  const video = parseVideoUrl(input);
  return video ? { ok: true, video } : { ok: false, error: VIDEO_MESSAGES.unsupportedFormat(input) };
}

/** The narrower list a video block accepts: the three sites and MP4/WebM/OGG files. */
export function parseVideoBlockUrl(input: string): { ok: true; video: ParsedVideo } | { ok: false; error: string } {
  const video = parseVideoUrl(input);
  if (!video) return { ok: false, error: VIDEO_MESSAGES.unsupportedBlockUrl };
  if (video.provider === 'file') {
    const extension = fileExtension(new URL(video.url));
    if (!extension || !PLAYABLE_FILE_EXTENSIONS.has(extension))
      return { ok: false, error: VIDEO_MESSAGES.unsupportedBlockUrl };
  }
  return { ok: true, video };
}
