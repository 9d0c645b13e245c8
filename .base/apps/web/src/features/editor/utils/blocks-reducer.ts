import type { Block, ImageBlock, LinkBlock, TextBlock, VideoBlock } from '@tubesphere/shared/contract/blocks';

export type BlockType = Block['type'];
export const BLOCK_TYPES: readonly BlockType[] = ['text', 'image', 'video', 'link'];

type Fields<T> = Partial<Omit<T, 'id' | 'type'>>;
/** What an update may change: any field of the block except its id and type. */
export type BlockPatch = Fields<TextBlock> | Fields<ImageBlock> | Fields<VideoBlock> | Fields<LinkBlock>;

export type BlocksAction =
  | { type: 'add'; blockType: BlockType; afterIndex: number; id: string }
  | { type: 'delete'; id: string }
  | { type: 'move'; id: string; direction: 'up' | 'down' }
  | { type: 'update'; id: string; patch: BlockPatch }
  | { type: 'reset'; id: string };

let sequence = 0;
/** Spec §3: block ids are timestamp-based (a counter keeps two in one millisecond apart). */
export function newBlockId(now: number = Date.now()): string {
  sequence = (sequence + 1) % 1000;
  return `${now}${String(sequence).padStart(3, '0')}`;
}

export function createBlock(type: BlockType, id: string): Block {
  switch (type) {
    case 'text':
      return { id, type, content: '' };
    case 'image':
      return { id, type, url: '', fileName: '', caption: '' };
    case 'video':
      return { id, type, url: '', caption: '', embedUrl: '' };
    case 'link':
      return { id, type, url: '', title: '', description: '', image: null, siteName: null, domain: '' };
  }
}

/** The editor starts with one empty text block (spec §2). */
export const initialBlocks = (id: string): Block[] => [createBlock('text', id)];

/** Inserts after `afterIndex` (clamped, so -1 means first and anything past the end means last). */
export function addBlockAfter(blocks: readonly Block[], afterIndex: number, block: Block): Block[] {
  const at = Math.min(Math.max(afterIndex + 1, 0), blocks.length);
  return [...blocks.slice(0, at), block, ...blocks.slice(at)];
}

/** Removes a block, never the last one. */
export function deleteBlock(blocks: readonly Block[], id: string): Block[] {
  if (blocks.length <= 1) return [...blocks];
  return blocks.filter((block) => block.id !== id);
}

/** Swaps a block with its neighbour; nothing moves past either end. */
export function moveBlock(blocks: readonly Block[], id: string, direction: 'up' | 'down'): Block[] {
  const from = blocks.findIndex((block) => block.id === id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= blocks.length) return [...blocks];
  const next = [...blocks];
  [next[from], next[to]] = [next[to] as Block, next[from] as Block];
  return next;
}

export function updateBlock(blocks: readonly Block[], id: string, patch: BlockPatch): Block[] {
  return blocks.map((block) => {
    if (block.id !== id) return block;
    const { id: _id, type: _type, ...fields } = patch as BlockPatch & { id?: unknown; type?: unknown };
    return { ...block, ...fields } as Block;
  });
}

export function blocksReducer(state: Block[], action: BlocksAction): Block[] {
  switch (action.type) {
    case 'add':
      return addBlockAfter(state, action.afterIndex, createBlock(action.blockType, action.id));
    case 'delete':
      return deleteBlock(state, action.id);
    case 'move':
      return moveBlock(state, action.id, action.direction);
    case 'update':
      return updateBlock(state, action.id, action.patch);
    case 'reset':
      return initialBlocks(action.id);
  }
}
