import type { Block, VideoBlock } from '@tubesphere/shared/contract/blocks';
import { filledBlocks } from '@tubesphere/shared/domain/post-content';
import { VIDEO_TIME_MESSAGES } from '@tubesphere/shared/domain/video-time';
import { parseVideoBlockUrl, youtubeEmbedUrl } from '@tubesphere/shared/domain/video-url';
import { badRequest } from '../../lib/http-error.ts';

/**
 * The blocks as stored: empty ones dropped, and every video's player address recomputed from
 * its URL — a client-sent embedUrl would otherwise decide what page we put in an iframe.
 */
export function normaliseBlocks(blocks: readonly Block[]): Block[] {
  return filledBlocks(blocks).map((block) => (block.type === 'video' ? normaliseVideo(block) : block));
}

/** A YouTube block keeps the start and end its author chose, or else the link's own `t=`/`end=`. */
function normaliseVideo(block: VideoBlock): VideoBlock {
  const parsed = parseVideoBlockUrl(block.url ?? '');
  if (!parsed.ok) throw badRequest(parsed.error);
  const { video } = parsed;
  const { start: _start, end: _end, ...rest } = block;
  if (video.provider !== 'youtube') return { ...rest, url: video.url, embedUrl: video.embedUrl };
  const start = (block.start === undefined ? video.start : block.start) || null;
  const end = block.end === undefined ? video.end : block.end;
  if (end !== null && end <= (start ?? 0)) throw badRequest(VIDEO_TIME_MESSAGES.endBeforeStart);
  return {
    ...rest,
    url: video.url,
    embedUrl: youtubeEmbedUrl(video.id, { start, end }),
    // Kept only when they say something, so blocks stored before times existed compare equal on edit;
    // an explicit null stays where it overrides the link's own time.
    ...(start !== null || video.start !== null ? { start } : {}),
    ...(end !== null || video.end !== null ? { end } : {}),
  };
}
