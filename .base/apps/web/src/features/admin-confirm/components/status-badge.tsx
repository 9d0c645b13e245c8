import { ko } from '../../../i18n/ko/index.ts';
import styles from './post-card.module.css';

export function StatusBadge({ confirmed }: { confirmed: boolean }) {
  return (
    <span className={`${styles.badge} ${confirmed ? styles.badgeConfirmed : styles.badgePending}`}>
      {confirmed ? ko.adminConfirm.badgeConfirmed : ko.adminConfirm.badgePending}
    </span>
  );
}
