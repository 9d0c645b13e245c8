import type { AdminPost } from '@tubesphere/shared/contract/admin-posts';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './post-card.module.css';

const t = ko.adminConfirm;

/** 확정됨, 미확정, 반려됨 or 숨김. */
export function StatusBadge({ post }: { post: Pick<AdminPost, 'isConfirmed' | 'moderation'> }) {
  const status = post.isConfirmed ? 'confirmed' : (post.moderation?.status ?? 'pending');
  const look = {
    confirmed: [styles.badgeConfirmed, t.badgeConfirmed],
    pending: [styles.badgePending, t.badgePending],
    rejected: [styles.badgeRejected, t.badgeRejected],
    hidden: [styles.badgeHidden, t.badgeHidden],
  } as const;
  const [className, label] = look[status];
  return <span className={`${styles.badge} ${className}`}>{label}</span>;
}
