import { useId } from 'react';
import { Button, buttonClass } from '../../../components/button.tsx';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useCharacterProfile } from '../api/get-character-profile.ts';
import { CompanionPortrait } from './companion-portrait.tsx';
import styles from './companion-widget.module.css';
import { LevelProgress } from './level-progress.tsx';

/** The home page's companion card (left column): the companion as saved, its level and bar. */
export function CompanionWidget() {
  const user = useCurrentUser();
  const headingId = useId();
  const t = ko.companion.widget;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="companion-widget">
      <h2 id={headingId} className={styles.heading}>
        {t.heading}
      </h2>
      {user ? <SignedInCompanion userId={user.user_id} /> : <GuestCompanion />}
    </section>
  );
}

function GuestCompanion() {
  const t = ko.companion.widget;
  return (
    <div className={styles.body}>
      <CompanionPortrait profile={undefined} className={styles.portrait} />
      <p className={styles.title}>{t.guestTitle}</p>
      <p className={styles.text}>{t.guestText}</p>
      <Link to="/login" className={`${buttonClass('primary', 'small')} ${styles.cta}`}>
        {t.guestLogin}
      </Link>
    </div>
  );
}

function SignedInCompanion({ userId }: { userId: string }) {
  const t = ko.companion.widget;
  const { data, isPending, isError, refetch } = useCharacterProfile(userId);

  if (isPending) {
    return (
      <div className={styles.body} aria-busy="true">
        <div className={styles.skeletonFigure} />
        <span className={styles.skeletonLine} />
        <span className={styles.visuallyHidden}>{ko.companion.loading}</span>
      </div>
    );
  }
  if (isError) {
    return (
      <div className={styles.body} role="alert">
        <p className={styles.text}>{t.error}</p>
        <Button variant="secondary" size="small" onClick={() => void refetch()}>
          {ko.common.retry}
        </Button>
      </div>
    );
  }
  const { character } = data;
  const hasLook = character.base_part_id !== null;
  return (
    <div className={styles.body}>
      <CompanionPortrait profile={data} className={styles.portrait} />
      <p className={styles.name}>{character.character_name}</p>
      <LevelProgress level={character.level} experience={character.experience} compact />
      {!hasLook && <p className={styles.text}>{t.noBase}</p>}
      <Link to="/character" className={`${buttonClass(hasLook ? 'secondary' : 'primary', 'small')} ${styles.cta}`}>
        {hasLook ? t.customize : t.startCustomizing}
      </Link>
    </div>
  );
}
