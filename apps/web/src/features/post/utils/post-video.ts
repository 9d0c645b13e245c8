import type { Block } from '@tubesphere/shared/contract/blocks';
import { parseYoutubeId } from '@tubesphere/shared/domain/video-url';

/** The YouTube video a post's timestamps and moments refer to: its first one. */
export function postVideoId(blocks: readonly Block[]): string | null {
  for (const block of blocks) {
    const id = block.type === 'video' && block.url ? parseYoutubeId(block.url) : null;
    if (id) return id;
  }
  return null;
}
