import * as ko from '../i18n/ko/index.ts';
import styles from './trust-badge.module.css';

/** A member's 등급 as a small badge with its Korean name (새내기 … 명예회원). */
export function TrustBadge({ level }: { level: number }) {
  return (
    <span className={styles.badge} data-level={level} title={ko.trust.badgeTitle(level)}>
      {ko.trust.badge(level)}
    </span>
  );
}
