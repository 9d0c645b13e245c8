import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useCharacterProfile } from '../api/get-character-profile.ts';
import styles from './companion-badge.module.css';
import { CompanionPortrait } from './companion-portrait.tsx';

/**
 * The companion as a thumbnail for the phone's home strip: the saved look at 48 px, opening the
 * customizer. While it loads (or if it fails) the same box stays, so nothing around it moves.
 */
export function CompanionBadge({ userId }: { userId: string }) {
  const { data } = useCharacterProfile(userId);
  const t = ko.companion.widget;
  const label = data ? `${t.heading} · ${data.character.character_name} ${t.level(data.character.level)}` : t.heading;
  return (
    <Link to="/character" className={styles.badge} aria-label={label} title={label}>
      {data ? <CompanionPortrait profile={data} className={styles.portrait} /> : <span className={styles.blank} />}
    </Link>
  );
}
