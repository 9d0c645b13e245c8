import type { Block } from '@tubesphere/shared/contract/blocks';
import { describe, expect, it } from 'vitest';
import { blocksReducer, createBlock, initialBlocks, newBlockId } from './blocks-reducer.ts';

const ids = (blocks: Block[]) => blocks.map((block) => block.id);
const three = (): Block[] => [createBlock('text', 'a'), createBlock('image', 'b'), createBlock('link', 'c')];

describe('the editor blocks', () => {
  it('start with one empty text block', () => {
    expect(initialBlocks('x')).toEqual([{ id: 'x', type: 'text', content: '' }]);
  });

  it('make empty blocks of every type', () => {
    expect(createBlock('image', '1')).toEqual({ id: '1', type: 'image', url: '', fileName: '', caption: '' });
    expect(createBlock('video', '1')).toMatchObject({ type: 'video', url: '', embedUrl: '' });
    expect(createBlock('link', '1')).toMatchObject({ type: 'link', url: '', image: null, siteName: null });
  });

  it('get timestamp-based ids that never repeat within a millisecond', () => {
    const first = newBlockId(1_700_000_000_000);
    const second = newBlockId(1_700_000_000_000);
    expect(first).toMatch(/^1700000000000\d{3}$/);
    expect(second).not.toBe(first);
  });
});

describe('add', () => {
  it('inserts after the given position', () => {
    expect(ids(blocksReducer(three(), { type: 'add', blockType: 'video', afterIndex: 0, id: 'n' }))).toEqual([
      'a',
      'n',
      'b',
      'c',
    ]);
    expect(ids(blocksReducer(three(), { type: 'add', blockType: 'text', afterIndex: 2, id: 'n' }))).toEqual([
      'a',
      'b',
      'c',
      'n',
    ]);
  });

  it('clamps positions outside the list', () => {
    expect(ids(blocksReducer(three(), { type: 'add', blockType: 'text', afterIndex: -1, id: 'n' }))[0]).toBe('n');
    expect(ids(blocksReducer(three(), { type: 'add', blockType: 'text', afterIndex: 99, id: 'n' })).at(-1)).toBe('n');
  });

  it('creates a block of the requested type', () => {
    const next = blocksReducer(three(), { type: 'add', blockType: 'video', afterIndex: 0, id: 'n' });
    expect(next[1]).toMatchObject({ id: 'n', type: 'video' });
  });
});

describe('delete', () => {
  it('removes the block', () => {
    expect(ids(blocksReducer(three(), { type: 'delete', id: 'b' }))).toEqual(['a', 'c']);
  });

  it('never removes the last block', () => {
    const one = initialBlocks('only');
    expect(blocksReducer(one, { type: 'delete', id: 'only' })).toEqual(one);
  });

  it('ignores an unknown id', () => {
    expect(ids(blocksReducer(three(), { type: 'delete', id: 'zzz' }))).toEqual(['a', 'b', 'c']);
  });
});

describe('move', () => {
  it('moves up and down by one', () => {
    expect(ids(blocksReducer(three(), { type: 'move', id: 'b', direction: 'up' }))).toEqual(['b', 'a', 'c']);
    expect(ids(blocksReducer(three(), { type: 'move', id: 'b', direction: 'down' }))).toEqual(['a', 'c', 'b']);
  });

  it('stays within bounds', () => {
    expect(ids(blocksReducer(three(), { type: 'move', id: 'a', direction: 'up' }))).toEqual(['a', 'b', 'c']);
    expect(ids(blocksReducer(three(), { type: 'move', id: 'c', direction: 'down' }))).toEqual(['a', 'b', 'c']);
    expect(ids(blocksReducer(three(), { type: 'move', id: 'zzz', direction: 'up' }))).toEqual(['a', 'b', 'c']);
  });

  it('does not change the input list', () => {
    const before = three();
    blocksReducer(before, { type: 'move', id: 'b', direction: 'up' });
    expect(ids(before)).toEqual(['a', 'b', 'c']);
  });
});

describe('update and reset', () => {
  it('patches only the named block and never its id or type', () => {
    const next = blocksReducer(three(), {
      type: 'update',
      id: 'b',
      patch: { url: '/uploads/x.webp', id: 'hijack', type: 'text' } as never,
    });
    expect(next[1]).toEqual({ id: 'b', type: 'image', url: '/uploads/x.webp', fileName: '', caption: '' });
    expect(next[0]).toEqual(three()[0]);
  });

  it('resets to one empty text block', () => {
    expect(blocksReducer(three(), { type: 'reset', id: 'r' })).toEqual(initialBlocks('r'));
  });
});
