/**
 * The YouTube video a post's timestamps and moments refer to: its first one. Shared so the post
 * page, the feed card, the moments strip and notifications agree on which video that is.
 */
import { parseYoutubeId } from './video-url.ts';

interface BlockLike {
  type: string;
  url?: string | undefined;
}

export function postVideoId(blocks: readonly BlockLike[]): string | null {
  for (const block of blocks) {
    const id = block.type === 'video' && block.url ? parseYoutubeId(block.url) : null;
    if (id) return id;
  }
  return null;
}

/**
 * The same, from the stored blocks JSON. Stored blocks are ours, but a bad value must not break a
 * page or a notification: no video then.
 */
export function postVideoIdFromJson(json: string | null): string | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return null;
    return postVideoId(
      value.filter(
        (block): block is BlockLike =>
          typeof block === 'object' && block !== null && typeof (block as BlockLike).type === 'string',
      ),
    );
  } catch {
    return null;
  }
}
