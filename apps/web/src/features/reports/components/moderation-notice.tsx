import type { Post } from '@tubesphere/shared/contract/posts';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './moderation-notice.module.css';

const t = ko.reports.moderation;

/**
 * What the author reads on their own rejected or hidden post: what happened, the admin's reason
 * and what they can do. Nobody else ever receives such a post (the server sends it only to them).
 */
export function ModerationNotice({ moderation }: { moderation: Post['moderation'] }) {
  if (!moderation) return null;
  const rejected = moderation.status === 'rejected';
  const title = rejected ? t.rejectedTitle : moderation.automatic ? t.autoHiddenTitle : t.hiddenTitle;
  return (
    <div className={`${styles.notice} ${rejected ? styles.rejected : styles.hidden}`} role="note">
      <p className={styles.title}>{title}</p>
      {moderation.reason && (
        <p className={styles.reason}>
          <span className={styles.label}>{t.reason}</span> {moderation.reason}
        </p>
      )}
      <p className={styles.help}>
        {rejected ? t.rejectedHelp : moderation.automatic ? t.autoHiddenHelp : t.hiddenHelp} {t.onlyYou}
      </p>
    </div>
  );
}
