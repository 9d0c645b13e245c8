import { useDraggable } from '@dnd-kit/core';
import type { CharacterPart } from '@tubesphere/shared/contract/character';
import { Lock } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import type { DragData } from '../utils/drag-data.ts';
import styles from './part-card.module.css';
import { PartIcon } from './part-icon.tsx';
import { rarityStyle } from './part-rarity.tsx';

export type PartUse = 'selected' | 'equipped' | null;

interface PartCardProps {
  part: CharacterPart;
  use: PartUse;
  /** A click or tap: choose the base, or put the accessory on / take it off. */
  onActivate: (part: CharacterPart) => void;
}

/** One part of the list: rarity-coloured border; locked parts are shown locked and do not drag. */
export function PartCard({ part, use, onActivate }: PartCardProps) {
  const t = ko.character;
  const locked = !part.is_unlocked;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `part:${part.part_id}`,
    data: { kind: 'part', partId: part.part_id } satisfies DragData,
    disabled: locked,
    attributes: { roleDescription: t.dnd.roleDescription },
  });
  const classes = [styles.card, locked && styles.locked, use && styles.inUse, isDragging && styles.dragging]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={styles.item}>
      <button
        ref={setNodeRef}
        type="button"
        className={classes}
        style={rarityStyle(part.rarity)}
        data-part-id={part.part_id}
        {...attributes}
        {...(locked ? {} : listeners)}
        aria-disabled={locked}
        aria-pressed={part.part_type === 'base' ? use === 'selected' : use === 'equipped'}
        onClick={() => {
          if (!locked) onActivate(part);
        }}
      >
        <span className={styles.iconBox}>
          <PartIcon icon={part.part_icon} className={styles.icon} />
          {locked && (
            <span className={styles.lock}>
              <Lock size={14} />
            </span>
          )}
        </span>
        <span className={styles.name}>{part.part_name}</span>
        <span className={styles.description}>{part.part_description}</span>
        <span className={styles.meta}>
          <span className={styles.rarity}>{ko.companion.rarity[part.rarity]}</span>
          <span className={styles.level}>
            {locked ? t.lockedLabel(part.unlock_level) : t.unlockLevel(part.unlock_level)}
          </span>
        </span>
        {use && <span className={styles.badge}>{use === 'selected' ? t.selected : t.equipped}</span>}
      </button>
    </li>
  );
}
