import type { AuditEntry } from '@tubesphere/shared/contract/admin-audit';
import * as ko from '../../../i18n/ko/index.ts';
import { formatAuditTime } from '../utils/format-audit-time.ts';
import styles from './admin-audit-page.module.css';
import { AuditSummary } from './audit-summary.tsx';

const t = ko.adminAudit;

const OUTCOME_CLASS: Record<string, string | undefined> = {
  ok: styles.ok,
  error: styles.failed,
  refused: styles.refused,
  timeout: styles.failed,
};

/** The entries as rows (a grid on wide screens, cards on a phone), newest first. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  return (
    <ol className={styles.list} aria-label={t.tableCaption}>
      <li className={styles.head} aria-hidden="true">
        <span>{t.columns.time}</span>
        <span>{t.columns.actor}</span>
        <span>{t.columns.action}</span>
        <span>{t.columns.detail}</span>
        <span>{t.columns.outcome}</span>
      </li>
      {entries.map((entry) => {
        const [day, time] = formatAuditTime(entry.createdAt);
        return (
          <li key={entry.auditId} className={styles.row}>
            <time className={styles.time} dateTime={entry.createdAt}>
              <span>{day}</span> <span>{time}</span>
            </time>
            <span className={styles.actor}>
              {entry.actor ? (entry.actor.userName ?? t.unknownActor(entry.actor.userId)) : t.system}
            </span>
            <span className={styles.action}>{t.actions[entry.action] ?? entry.action}</span>
            <AuditSummary entry={entry} />
            <span className={`${styles.outcome} ${OUTCOME_CLASS[entry.outcome] ?? ''}`}>
              {t.outcomes[entry.outcome] ?? entry.outcome}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
