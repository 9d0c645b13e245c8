import type { Block } from '@tubesphere/shared/contract/blocks';
import { filledBlocks } from '@tubesphere/shared/domain/post-content';
import { parseVideoBlockUrl } from '@tubesphere/shared/domain/video-url';
import { badRequest } from '../../lib/http-error.ts';

/**
 * The blocks as stored: empty ones dropped, and every video's player address recomputed from
 * its URL — a client-sent embedUrl would otherwise decide what page we put in an iframe.
 */
export function normaliseBlocks(blocks: readonly Block[]): Block[] {
  return filledBlocks(blocks).map((block) => {
    if (block.type !== 'video') return block;
    const parsed = parseVideoBlockUrl(block.url ?? '');
    if (!parsed.ok) throw badRequest(parsed.error);
    return { ...block, url: parsed.video.url, embedUrl: parsed.video.embedUrl };
  });
}
