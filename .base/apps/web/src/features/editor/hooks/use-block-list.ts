import type { Block } from '@tubesphere/shared/contract/blocks';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { type BlockPatch, type BlockType, blocksReducer, newBlockId } from '../utils/blocks-reducer.ts';
import { type FocusTarget, focusBlock } from '../utils/focus-block.ts';

/**
 * A list of blocks being edited: add, remove, move and update, with the focus kept where the
 * keyboard user was, and which blocks are still uploading.
 */
export function useBlockList(initial: () => Block[]) {
  const [blocks, dispatch] = useReducer(blocksReducer, undefined, initial);
  const [uploading, setUploading] = useState<ReadonlySet<string>>(() => new Set());
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focusTarget) return;
    focusBlock(listRef.current, focusTarget);
    setFocusTarget(null);
  }, [focusTarget]);

  const add = (blockType: BlockType, afterIndex: number) => {
    const id = newBlockId();
    dispatch({ type: 'add', blockType, afterIndex, id });
    setFocusTarget({ id, part: 'field' });
  };
  const remove = (id: string, index: number) => {
    dispatch({ type: 'delete', id });
    const neighbour = blocks[index - 1] ?? blocks[index + 1];
    if (neighbour) setFocusTarget({ id: neighbour.id, part: 'field' });
  };
  const move = (id: string, direction: 'up' | 'down') => {
    dispatch({ type: 'move', id, direction });
    setFocusTarget({ id, part: direction });
  };
  const update = useCallback((id: string, patch: BlockPatch) => dispatch({ type: 'update', id, patch }), []);
  const setBusy = useCallback((id: string, busy: boolean) => {
    setUploading((current) => {
      if (current.has(id) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  return { blocks, listRef, add, remove, move, update, setBusy, busy: uploading.size > 0 };
}
