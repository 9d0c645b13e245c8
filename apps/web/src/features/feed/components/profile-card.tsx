import { formatNumber } from '@tubesphere/shared/domain/format';
import { progressPercent, userLevelThreshold } from '@tubesphere/shared/domain/levels';
import { Avatar } from '../../../components/avatar.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { Droplet, Gem } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { PlantSummary } from '../../garden/index.ts';
import styles from './profile-card.module.css';
import side from './side-card.module.css';

const t = ko.feed.profile;

/** The guest profile: level 1 and no currencies. */
const GUEST = { level: 1, experience: 0, water_drops: 0, gems: 0 };

/** Left column: who you are, your level bar (level*1000), water drops, gems and plant. */
export function ProfileCard() {
  const user = useCurrentUser();
  const profile = user ?? GUEST;
  const name = user?.user_name ?? ko.common.guestName;
  const threshold = userLevelThreshold(profile.level);
  const identity = (
    <>
      <Avatar name={name} src={user?.profile_image} size={56} />
      <div className={styles.who}>
        <span className={styles.name}>{name}</span>
        <span className={styles.level}>{t.level(profile.level)}</span>
      </div>
    </>
  );
  return (
    <section className={side.card} aria-label={t.label}>
      {/* Signed in, the whole identity row opens your profile: one large target. */}
      {user ? (
        <Link to={`/user/${user.user_id}`} className={`${styles.identity} ${styles.identityLink}`}>
          {identity}
        </Link>
      ) : (
        <div className={styles.identity}>{identity}</div>
      )}
      <div className={styles.xp}>
        <div className={styles.xpRow}>
          <span>{t.experience}</span>
          <span data-testid="profile-experience">
            {t.experienceValue(formatNumber(profile.experience), formatNumber(threshold))}
          </span>
        </div>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t.experience}
          aria-valuemin={0}
          aria-valuemax={threshold}
          aria-valuenow={profile.experience}
        >
          <span className={styles.fill} style={{ width: `${progressPercent(profile.experience, threshold)}%` }} />
        </div>
      </div>
      <dl className={styles.wallet}>
        <div className={styles.coin}>
          <dt>
            <Droplet size={14} /> {t.waterDrops}
          </dt>
          <dd>{formatNumber(profile.water_drops)}</dd>
        </div>
        <div className={styles.coin}>
          <dt>
            <Gem size={14} /> {t.gems}
          </dt>
          <dd>{formatNumber(profile.gems)}</dd>
        </div>
      </dl>
      {user ? (
        <PlantSummary userId={user.user_id} />
      ) : (
        <div className={styles.guest}>
          <p>{t.guestMessage}</p>
          <Link to="/login" className={buttonClass('primary')}>
            {t.login}
          </Link>
        </div>
      )}
    </section>
  );
}
