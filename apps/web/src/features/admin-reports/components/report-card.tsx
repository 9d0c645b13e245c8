import type { ReportAction, ReportGroup } from '@tubesphere/shared/contract/reports';
import { formatDateTime, timeAgo } from '@tubesphere/shared/domain/format';
import { useId } from 'react';
import { Button } from '../../../components/button.tsx';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './report-card.module.css';

const t = ko.moderationAdmin.reports;
const reasons = ko.moderationAdmin.reasons;
const ACTIONS: ReportAction[] = ['hide', 'delete', 'ignore', 'sanction'];
/** A 쪽지 is deleted or left, never hidden. */
export const actionsFor = (group: Pick<ReportGroup, 'targetType'>) =>
  group.targetType === 'message' ? ACTIONS.filter((action) => action !== 'hide') : ACTIONS;
const SHOWN_REPORTS = 3;

interface ReportCardProps {
  group: ReportGroup;
  current: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onAction?: (action: ReportAction) => void;
  busy: boolean;
  cardRef: (element: HTMLElement | null) => void;
  onFocus: () => void;
}

/** One reported post, comment or 쪽지: what it says, who wrote it, why and by how many it was reported. */
export function ReportCard({ group, current, selected, onSelect, onAction, busy, cardRef, onFocus }: ReportCardProps) {
  const titleId = useId();
  const label = t[group.targetType];
  const heading =
    group.targetType === 'post'
      ? group.postTitle?.trim() || t.untitled
      : group.recipient
        ? t.messageBetween(group.author.userName, group.recipient.userName)
        : t.onPost(group.postTitle?.trim() || t.untitled);
  return (
    <article
      ref={cardRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard triage (j/k) moves the focus from card to card
      tabIndex={0}
      onFocus={(event) => event.target === event.currentTarget && onFocus()}
      className={`${styles.card} ${current ? styles.current : ''} ${selected ? styles.selected : ''}`}
      aria-labelledby={titleId}
      data-report-key={group.key}
    >
      <header className={styles.cardHeader}>
        {onAction && (
          <label className={styles.checkTarget}>
            <input
              type="checkbox"
              checked={selected}
              aria-label={t.select(`${label} ${heading}`)}
              onChange={(event) => onSelect(event.target.checked)}
            />
          </label>
        )}
        <span className={styles.typeBadge}>{label}</span>
        <span className={styles.countBadge}>{t.reportCount(group.reportCount)}</span>
        <span className={`${styles.stateBadge} ${styles[`state_${group.state}`] ?? ''}`}>
          {t.state[group.state]}
          {group.hiddenAutomatically && ` · ${t.autoHidden}`}
        </span>
        <time className={styles.time} dateTime={group.lastReportedAt} title={formatDateTime(group.lastReportedAt)}>
          {timeAgo(group.lastReportedAt)}
        </time>
      </header>
      <h3 id={titleId} className={styles.cardTitle}>
        {group.postId ? (
          <Link to={`/admin/confirm/${group.postId}`} className={styles.titleLink}>
            {heading}
          </Link>
        ) : (
          heading
        )}
      </h3>
      <p className={styles.content}>{group.content}</p>
      <p className={styles.author}>
        {group.recipient ? t.sender(group.author.userName) : t.by(group.author.userName)}
        {group.author.suspended && <span className={styles.suspended}>{t.suspended}</span>}
        {group.recipient && <span>· {t.recipient(group.recipient.userName)}</span>}
      </p>
      <ul className={styles.reasons} aria-label={t.reportsTitle}>
        {group.reasons.map((item) => (
          <li key={item.reason} className={styles.reasonChip}>
            {reasons[item.reason]} {item.count}
          </li>
        ))}
      </ul>
      <ul className={styles.reports}>
        {group.reports.slice(0, SHOWN_REPORTS).map((report) => (
          <li key={report.reportId}>
            <strong>{report.reporter.userName}</strong> · {reasons[report.reason]}
            {report.detail && <span className={styles.detail}> — {report.detail}</span>}
            <time className={styles.time} dateTime={report.createdAt}>
              {' '}
              · {timeAgo(report.createdAt)}
            </time>
          </li>
        ))}
        {group.reportCount > SHOWN_REPORTS && (
          <li className={styles.time}>{t.more(group.reportCount - SHOWN_REPORTS)}</li>
        )}
      </ul>
      {group.hiddenReason && (
        <p className={styles.hiddenReason}>{ko.moderationAdmin.posts.moderationReason(group.hiddenReason)}</p>
      )}
      {group.resolution && (
        <p className={styles.resolution}>
          {t.resolution(
            group.resolution.action === 'ignore' && group.recipient
              ? t.dismiss
              : (t.resolutionAction[group.resolution.action] ?? group.resolution.action),
            group.resolution.resolvedBy,
            formatDateTime(group.resolution.resolvedAt),
          )}
        </p>
      )}
      {onAction && (
        <footer className={styles.actions}>
          {actionsFor(group).map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'ignore' ? 'ghost' : action === 'hide' ? 'secondary' : 'danger'}
              disabled={busy}
              onClick={() => onAction(action)}
              aria-keyshortcuts={{ hide: 'h', delete: 'd', ignore: 'i', sanction: 's' }[action]}
            >
              {action === 'ignore' && group.recipient ? t.dismiss : t.actions[action]}
            </Button>
          ))}
        </footer>
      )}
    </article>
  );
}
