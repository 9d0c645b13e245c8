import type { Block } from '@tubesphere/shared/contract/blocks';
import { filledBlocks } from '@tubesphere/shared/domain/post-content';
import { BLOCK_TYPES, type BlockType } from './blocks-reducer.ts';

/** What /write keeps between visits (lib/use-draft.ts). */
export interface WriteDraft {
  title: string;
  blocks: Block[];
  sphereId: number | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const second = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

/** Rebuilds a block from stored JSON, keeping only the fields each type has; null when unusable. */
function parseBlock(value: unknown): Block | null {
  if (!isRecord(value) || !(BLOCK_TYPES as readonly unknown[]).includes(value.type)) return null;
  if (typeof value.id !== 'string' || value.id === '') return null;
  const id = value.id;
  switch (value.type as BlockType) {
    case 'text':
      return { id, type: 'text', content: text(value.content) };
    case 'image':
      return { id, type: 'image', url: text(value.url), fileName: text(value.fileName), caption: text(value.caption) };
    case 'video':
      return {
        id,
        type: 'video',
        url: text(value.url),
        caption: text(value.caption),
        embedUrl: text(value.embedUrl),
        ...(value.start !== undefined ? { start: second(value.start) } : {}),
        ...(value.end !== undefined ? { end: second(value.end) } : {}),
      };
    case 'link':
      return {
        id,
        type: 'link',
        url: text(value.url),
        title: text(value.title),
        description: text(value.description),
        image: typeof value.image === 'string' ? value.image : null,
        siteName: typeof value.siteName === 'string' ? value.siteName : null,
        domain: text(value.domain),
      };
  }
}

export function parseWriteDraft(value: unknown): WriteDraft | null {
  if (!isRecord(value) || !Array.isArray(value.blocks)) return null;
  const blocks = value.blocks.map(parseBlock).filter((block): block is Block => block !== null);
  if (blocks.length === 0) return null;
  const sphereId = typeof value.sphereId === 'number' && Number.isInteger(value.sphereId) ? value.sphereId : null;
  return { title: text(value.title), blocks, sphereId };
}

/** The draft worth keeping, or null when nothing has been written yet (a sphere alone is not work). */
export function writeDraftOf(draft: WriteDraft): WriteDraft | null {
  return draft.title.trim() !== '' || filledBlocks(draft.blocks).length > 0 ? draft : null;
}
