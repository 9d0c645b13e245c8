import type { CharacterProfile } from '@tubesphere/shared/contract/character';
import * as ko from '../../../i18n/ko/index.ts';
import { CompanionFigure } from './companion-figure.tsx';
import styles from './companion-portrait.module.css';
import { PartIcon } from './part-icon.tsx';

// A companion without a base model yet is still an egg.
const EGG = '🥚';

/** The saved companion, read-only: the home widget and the notices. */
export function CompanionPortrait({
  profile,
  className,
}: {
  profile: CharacterProfile | undefined;
  className?: string;
}) {
  const parts = new Map((profile?.availableParts ?? []).map((p) => [p.part_id, p]));
  const accessories = (profile?.equippedAccessories ?? []).flatMap((a) => {
    const part = parts.get(a.part_id);
    return part ? [{ partId: a.part_id, icon: part.part_icon, x: a.position_x, y: a.position_y }] : [];
  });
  const base = profile?.character.base_part_id ? parts.get(profile.character.base_part_id) : undefined;
  const names = [base, ...accessories.map((a) => parts.get(a.partId))].flatMap((p) => (p ? [p.part_name] : []));
  return (
    <div className={[styles.portrait, className].filter(Boolean).join(' ')}>
      <CompanionFigure
        size="small"
        role="img"
        aria-label={ko.companion.figureLabel(profile?.character.character_name ?? '', names)}
        baseIcon={base?.part_icon ?? null}
        accessories={accessories}
        placeholder={<PartIcon icon={EGG} />}
        data-testid="companion-portrait"
        data-base-id={base?.part_id ?? ''}
        data-accessories={accessories.map((a) => `${a.partId}@${a.x},${a.y}`).join(' ')}
      />
    </div>
  );
}
