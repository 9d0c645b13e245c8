import type { UserResponse } from '@tubesphere/shared/contract/users';
import { formatDate, formatNumber } from '@tubesphere/shared/domain/format';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/avatar.tsx';
import { TrustBadge } from '../../../components/trust-badge.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { CompanionLook } from '../../companion/index.ts';
import styles from './profile.module.css';

const t = ko.profile;

/** Who someone is: picture, name, level, bio, join date, activity and follow counts and their companion. */
export function ProfileHeader({ user, action }: { user: UserResponse['user']; action?: ReactNode }) {
  const stats: [string, number][] = [
    [t.stats.posts, user.stats.posts],
    [t.stats.comments, user.stats.comments],
    [t.stats.likesReceived, user.stats.likesReceived],
    [ko.engagement.follow.followers, user.followerCount],
    [ko.engagement.follow.followingCount, user.followingCount],
  ];
  return (
    <section className={styles.card} aria-labelledby="profile-name">
      <div className={styles.identity}>
        <div className={styles.top}>
          <Avatar name={user.user_name} src={user.profile_image} size={72} />
          <div className={styles.who}>
            <div className={styles.nameRow}>
              <h1 id="profile-name" className={styles.name}>
                {user.user_name}
              </h1>
              <span className={styles.level}>{t.level(user.level)}</span>
              <TrustBadge level={user.trustLevel} />
            </div>
            <p className={styles.joined}>
              <time dateTime={user.createdAt}>{t.joined(formatDate(user.createdAt))}</time>
            </p>
          </div>
        </div>
        {user.bio ? <p className={styles.bio}>{user.bio}</p> : <p className={styles.noBio}>{t.noBio}</p>}
        <dl className={styles.stats} aria-label={t.stats.label}>
          {stats.map(([label, value]) => (
            <div key={label} className={styles.stat}>
              <dt>{label}</dt>
              <dd>{formatNumber(value)}</dd>
            </div>
          ))}
        </dl>
        {action}
      </div>
      <div className={styles.companion}>
        <CompanionLook companion={user.companion} />
        <span>
          {user.companion ? t.companionLabel(user.companion.name, user.companion.level) : ko.companion.noCompanion}
        </span>
      </div>
    </section>
  );
}
