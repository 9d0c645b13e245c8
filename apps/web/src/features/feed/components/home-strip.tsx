import { formatCountKo } from '@tubesphere/shared/domain/format';
import { progressPercent, userLevelThreshold } from '@tubesphere/shared/domain/levels';
import { Avatar } from '../../../components/avatar.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { Droplet, Gem } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { CompanionBadge } from '../../companion/index.ts';
import styles from './home-strip.module.css';

const t = ko.feed.profile;

/**
 * The phone's home: who you are and your companion in one 64 px row above the feed, instead of
 * the desktop's profile and companion cards, which would push the feed below the first screen.
 */
export function HomeStrip({ companionVisible }: { companionVisible: boolean }) {
  const user = useCurrentUser();
  if (!user) {
    return (
      <section className={styles.strip} aria-label={t.label}>
        <Avatar name={ko.common.guestName} size={40} />
        <p className={styles.guest}>{t.guestMessage}</p>
        <Link to="/login" className={buttonClass('primary', 'small')}>
          {t.login}
        </Link>
      </section>
    );
  }
  const threshold = userLevelThreshold(user.level);
  return (
    <section className={styles.strip} aria-label={t.label}>
      <Link to={`/user/${user.user_id}`} className={styles.who}>
        <Avatar name={user.user_name} src={user.profile_image} size={40} />
        <span className={styles.text}>
          <span className={styles.nameRow}>
            <span className={styles.name}>{user.user_name}</span>
            <span className={styles.level}>{t.level(user.level)}</span>
          </span>
          <span className={styles.bar} aria-hidden="true">
            <span className={styles.fill} style={{ width: `${progressPercent(user.experience, threshold)}%` }} />
          </span>
        </span>
      </Link>
      <dl className={styles.wallet}>
        <div className={styles.coin}>
          <dt>
            <Droplet size={14} />
            <span className="visually-hidden">{t.waterDrops}</span>
          </dt>
          <dd>{formatCountKo(user.water_drops)}</dd>
        </div>
        <div className={styles.coin}>
          <dt>
            <Gem size={14} />
            <span className="visually-hidden">{t.gems}</span>
          </dt>
          <dd>{formatCountKo(user.gems)}</dd>
        </div>
      </dl>
      {companionVisible && <CompanionBadge userId={user.user_id} />}
    </section>
  );
}
