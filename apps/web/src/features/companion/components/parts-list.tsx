import type { CharacterPart } from '@tubesphere/shared/contract/character';
import { useId } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import type { CustomizerState } from '../utils/customizer-state.ts';
import { PartCard, type PartUse } from './part-card.tsx';
import styles from './parts-list.module.css';

interface PartsListProps {
  parts: CharacterPart[];
  state: CustomizerState;
  onActivate: (part: CharacterPart) => void;
}

function partUse(part: CharacterPart, state: CustomizerState): PartUse {
  if (part.part_type === 'base') return state.baseId === part.part_id ? 'selected' : null;
  return state.accessories.some((a) => a.partId === part.part_id) ? 'equipped' : null;
}

/** Base models and accessories: icon, name, description, unlock level, rarity border. */
export function PartsList({ parts, state, onActivate }: PartsListProps) {
  const t = ko.character;
  const helpId = useId();
  const groups = [
    { key: 'base', title: t.basesHeading, items: parts.filter((p) => p.part_type === 'base') },
    { key: 'accessory', title: t.accessoriesHeading, items: parts.filter((p) => p.part_type === 'accessory') },
  ];
  return (
    <section className={styles.parts} aria-labelledby={`${helpId}-title`} aria-describedby={helpId}>
      <h2 id={`${helpId}-title`} className={styles.title}>
        {t.partsHeading}
      </h2>
      <p id={helpId} className={styles.help}>
        {t.partsHelp}
      </p>
      {groups.map((group) => (
        <div key={group.key} className={styles.group}>
          <h3 className={styles.groupTitle}>{group.title}</h3>
          <ul className={styles.grid} aria-label={group.title}>
            {group.items.map((part) => (
              <PartCard key={part.part_id} part={part} use={partUse(part, state)} onActivate={onActivate} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
