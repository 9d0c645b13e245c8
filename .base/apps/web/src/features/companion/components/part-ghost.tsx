import type { CharacterPart } from '@tubesphere/shared/contract/character';
import styles from './part-ghost.module.css';
import { PartIcon } from './part-icon.tsx';
import { rarityStyle } from './part-rarity.tsx';

/** What follows the pointer (or the arrow keys) while a part is dragged from the list. */
export function PartGhost({ part }: { part: CharacterPart }) {
  return (
    <div className={styles.box}>
      <div className={styles.ghost} style={rarityStyle(part.rarity)}>
        <PartIcon icon={part.part_icon} className={styles.icon} />
        <span className={styles.name}>{part.part_name}</span>
      </div>
    </div>
  );
}
