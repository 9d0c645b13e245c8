import type { Sphere } from '@tubesphere/shared/contract/spheres';
import { formatCountKo } from '@tubesphere/shared/domain/format';
import { buttonClass } from '../../../components/button.tsx';
import { ContentEmoji } from '../../../components/content-emoji.tsx';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { MembershipButton } from '../../sphere-membership/index.ts';
import styles from './sphere-header.module.css';
import { SubscriptionButton } from './subscription-button.tsx';

const t = ko.spheres;

/** The top of a sphere's page: who it is for, how many belong, and 가입/탈퇴, 새 글 알림 and 글쓰기. */
export function SphereHeader({ sphere }: { sphere: Sphere }) {
  const user = useCurrentUser();
  const member = Boolean(user) && sphere.isJoined;
  return (
    <header className={styles.header}>
      <ContentEmoji className={styles.icon}>{sphere.icon}</ContentEmoji>
      <div className={styles.body}>
        <h1 className={styles.name}>
          {sphere.name}
          <span className={styles.suffix}> {ko.feed.card.sphereSuffix}</span>
        </h1>
        <p className={styles.meta}>
          <span>{t.members(formatCountKo(sphere.memberCount))}</span>
          {member && <span className={styles.joined}>{t.joined}</span>}
        </p>
        <p className={styles.description}>{sphere.description}</p>
        {!member && <p className={styles.hint}>{t.page.joinToPost}</p>}
      </div>
      <div className={styles.actions}>
        {member && (
          <Link to={`/write?sphere=${sphere.id}`} className={buttonClass('primary', 'medium')}>
            {t.page.write}
          </Link>
        )}
        {member && <SubscriptionButton sphere={sphere} />}
        <MembershipButton sphere={sphere} size="medium" />
      </div>
    </header>
  );
}
