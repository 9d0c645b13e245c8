import type { Block } from '@tubesphere/shared/contract/blocks';
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, X } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import type { BlockType } from '../utils/blocks-reducer.ts';
import { AddBlockAfter } from './add-block-menu.tsx';
import styles from './block-editor.module.css';
import { BlockTypeIcon } from './block-type-icon.tsx';

const t = ko.editor;

interface BlockFrameProps {
  block: Block;
  index: number;
  count: number;
  locked: boolean;
  onMove: (id: string, direction: 'up' | 'down') => void;
  onRemove: (id: string, index: number) => void;
  onAdd: (type: BlockType, afterIndex: number) => void;
  children: ReactNode;
}

/** One block with its type, move up/down within bounds, delete (never the last) and add-after. */
export function BlockFrame({ block, index, count, locked, onMove, onRemove, onAdd, children }: BlockFrameProps) {
  const position = index + 1;
  const typeName = t.blockTypes[block.type];
  return (
    <li className={styles.frame} data-block-id={block.id} data-block-type={block.type}>
      <div className={styles.frameHeader}>
        <h3 className={styles.typeTag}>
          <BlockTypeIcon type={block.type} />
          <span className="visually-hidden">{t.blockLabel(position, typeName)}</span>
          <span aria-hidden="true">{typeName}</span>
        </h3>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.iconButton}
            data-action="up"
            disabled={index === 0}
            onClick={() => onMove(block.id, 'up')}
            aria-label={t.moveUp(position)}
            title={t.moveUp(position)}
          >
            <ArrowUp size={16} />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            data-action="down"
            disabled={index === count - 1}
            onClick={() => onMove(block.id, 'down')}
            aria-label={t.moveDown(position)}
            title={t.moveDown(position)}
          >
            <ArrowDown size={16} />
          </button>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.danger}`}
            disabled={count <= 1}
            onClick={() => onRemove(block.id, index)}
            aria-label={t.remove(position)}
            title={t.remove(position)}
          >
            <X size={16} />
          </button>
        </div>
      </div>
      <div className={styles.frameBody}>{children}</div>
      {index < count - 1 && (
        <div className={styles.frameFooter}>
          <AddBlockAfter afterIndex={index} onAdd={onAdd} locked={locked} />
        </div>
      )}
    </li>
  );
}
