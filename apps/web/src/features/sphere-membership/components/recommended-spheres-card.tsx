import type { Sphere } from '@tubesphere/shared/contract/spheres';
import { formatCountKo } from '@tubesphere/shared/domain/format';
import { useId } from 'react';
import { Button } from '../../../components/button.tsx';
import { ContentEmoji } from '../../../components/content-emoji.tsx';
import { Check, ChevronRight } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useRecommendedSpheres } from '../api/get-recommended-spheres.ts';
import { MembershipButton } from './membership-button.tsx';
import styles from './recommended-spheres-card.module.css';

const t = ko.spheres;

/** Right column: the spheres with join buttons (docs/product.md#spheres); each opens its page. */
export function RecommendedSpheresCard() {
  const user = useCurrentUser();
  const spheres = useRecommendedSpheres(user?.user_id ?? null);
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t.title}
      </h2>
      {spheres.isPending ? (
        <Spinner label={t.loading} />
      ) : spheres.isError ? (
        <div className={styles.error} role="alert">
          <p>{errorMessage(spheres.error)}</p>
          <Button variant="secondary" size="small" onClick={() => void spheres.refetch()}>
            {ko.common.retry}
          </Button>
        </div>
      ) : spheres.data.length === 0 ? (
        <p className={styles.muted}>{t.empty}</p>
      ) : (
        <ul className={styles.list}>
          {spheres.data.map((sphere) => (
            <SphereRow key={sphere.id} sphere={sphere} />
          ))}
        </ul>
      )}
      <Link to="/spheres" className={styles.seeAll}>
        {t.seeAll} <ChevronRight size={16} />
      </Link>
    </section>
  );
}

function SphereRow({ sphere }: { sphere: Sphere }) {
  return (
    <li className={styles.row}>
      <Link to={`/sphere/${sphere.id}`} className={styles.rowLink}>
        <ContentEmoji className={styles.icon}>{sphere.icon}</ContentEmoji>
        <span className={styles.info}>
          <span className={styles.name}>{sphere.name}</span>
          <span className={styles.muted}>{t.members(formatCountKo(sphere.memberCount))}</span>
          <span className={styles.description}>{sphere.description}</span>
        </span>
      </Link>
      {sphere.isJoined ? (
        <span className={styles.joined}>
          <Check size={14} /> {t.joined}
        </span>
      ) : (
        <MembershipButton sphere={sphere} />
      )}
    </li>
  );
}
