import type { SphereDetail } from '@tubesphere/shared/contract/sphere-staff';
import { formatDate } from '@tubesphere/shared/domain/format';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './sphere-sections.module.css';

const t = ko.sphereStaff.sections;

/** A sphere's 규칙, 공지 (its pinned posts) and 운영진, under its header. */
export function SphereSections({ sphere }: { sphere: SphereDetail }) {
  return (
    <>
      {sphere.myBan && (
        <p className={styles.banned} role="status">
          {t.banned(sphere.myBan.until ? formatDate(sphere.myBan.until) : null)} {t.bannedReason(sphere.myBan.reason)}
        </p>
      )}
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="sphere-rules">
          <h2 id="sphere-rules" className={styles.title}>
            {t.rules}
          </h2>
          {sphere.rules ? <p className={styles.rules}>{sphere.rules}</p> : <p className={styles.empty}>{t.noRules}</p>}
        </section>
        <section className={styles.section} aria-labelledby="sphere-pins">
          <h2 id="sphere-pins" className={styles.title}>
            {t.pins}
          </h2>
          {sphere.pinned.length === 0 ? (
            <p className={styles.empty}>{t.noPins}</p>
          ) : (
            <ul className={styles.list}>
              {sphere.pinned.map((pin) => (
                <li key={pin.postId}>
                  <Link to={`/post/${pin.postId}`} className={styles.pin}>
                    {pin.title}
                  </Link>
                  <div className={styles.by}>{pin.authorName}</div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={styles.section} aria-labelledby="sphere-staff">
          <h2 id="sphere-staff" className={styles.title}>
            {t.staff}
          </h2>
          {sphere.staff.length === 0 ? (
            <p className={styles.empty}>{t.noStaff}</p>
          ) : (
            <ul className={styles.list}>
              {sphere.staff.map((member) => (
                <li key={member.userId} className={styles.staff}>
                  <Link to={`/user/${member.userId}`}>{member.name}</Link>
                  <span className={styles.role}>{t.roles[member.role]}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
