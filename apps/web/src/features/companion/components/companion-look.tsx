import type { ProfileCompanion } from '@tubesphere/shared/contract/users';
import * as ko from '../../../i18n/ko/index.ts';
import { CompanionFigure } from './companion-figure.tsx';
import styles from './companion-portrait.module.css';
import { PartIcon } from './part-icon.tsx';

const EGG = '🥚';

/** Someone's companion as others see it (profile pages): its look only, read-only; an egg before it has one. */
export function CompanionLook({ companion, className }: { companion: ProfileCompanion | null; className?: string }) {
  const accessories = companion?.accessories ?? [];
  const names = [companion?.base?.name, ...accessories.map((a) => a.name)].filter((name): name is string =>
    Boolean(name),
  );
  return (
    <div className={[styles.portrait, className].filter(Boolean).join(' ')}>
      <CompanionFigure
        size="small"
        role="img"
        aria-label={companion ? ko.companion.figureLabel(companion.name, names) : ko.companion.noCompanion}
        baseIcon={companion?.base?.icon ?? null}
        accessories={accessories.map(({ partId, icon, x, y }) => ({ partId, icon, x, y }))}
        placeholder={<PartIcon icon={EGG} />}
        data-testid="profile-companion"
      />
    </div>
  );
}
