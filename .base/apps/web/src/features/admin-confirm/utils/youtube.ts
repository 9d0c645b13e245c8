import type { AdminPost } from '@tubesphere/shared/contract/admin-posts';
import { parseYoutubeId, youtubeEmbedUrl, youtubeThumbnails } from '@tubesphere/shared/domain/video-url';

const URL_IN_TEXT = /https?:\/\/[^\s<>"')\]]+/gi;

export interface YoutubeVideo {
  id: string;
  watchUrl: string;
  embedUrl: string;
  /** Small first: a card needs 320 px, not the 1280 px maxres image. */
  thumbnails: string[];
}

export const youtubeVideo = (id: string): YoutubeVideo => ({
  id,
  watchUrl: `https://www.youtube.com/watch?v=${id}`,
  embedUrl: youtubeEmbedUrl(id),
  thumbnails: [...youtubeThumbnails(id)].reverse(),
});

/**
 * Every YouTube video a post mentions, once each, in reading order: the imported video id,
 * video and link blocks, then links written in the text (spec §2: detected YouTube links).
 */
export function detectYoutubeVideos(
  post: Pick<AdminPost, 'blocks' | 'content' | 'title' | 'youtubeVideoId'>,
): YoutubeVideo[] {
  const ids: string[] = [];
  const add = (id: string | null | undefined) => {
    if (id && !ids.includes(id)) ids.push(id);
  };
  const scan = (text: string | null | undefined) => {
    // A sentence may end right after a link: its full stop is not part of the URL.
    for (const match of text?.match(URL_IN_TEXT) ?? []) add(parseYoutubeId(match.replace(/[.,!?;:]+$/, '')));
  };
  add(post.youtubeVideoId && /^[A-Za-z0-9_-]{11}$/.test(post.youtubeVideoId) ? post.youtubeVideoId : null);
  for (const block of post.blocks) {
    if (block.type === 'video' || block.type === 'link') add(block.url ? parseYoutubeId(block.url) : null);
    if (block.type === 'text') scan(block.content);
  }
  scan(post.title);
  scan(post.content);
  return ids.map(youtubeVideo);
}

export type PreviewCheck = { ok: true; video: YoutubeVideo } | { ok: false; error: 'required' | 'invalid' };

/**
 * The preview form (spec §5): blank → required; anything that is not a YouTube link with an
 * 11-character id → invalid. A missing https:// is forgiven, as people paste "youtu.be/…".
 */
export function checkPreviewUrl(input: string): PreviewCheck {
  const text = input.trim();
  if (!text) return { ok: false, error: 'required' };
  const id = parseYoutubeId(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  return id ? { ok: true, video: youtubeVideo(id) } : { ok: false, error: 'invalid' };
}
