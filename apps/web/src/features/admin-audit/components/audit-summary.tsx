import type { AuditEntry } from '@tubesphere/shared/contract/admin-audit';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { detailOf } from '../utils/read-detail.ts';
import styles from './admin-audit-page.module.css';
import { moderationSummary } from './moderation-summary.tsx';

const t = ko.adminAudit;
const MAX_LINKS = 5;

/** The wire ids of posts as links to their admin detail, the first few and a count of the rest. */
function PostLinks({ ids }: { ids: string[] }) {
  return (
    <span className={styles.links}>
      {ids.slice(0, MAX_LINKS).map((id) => (
        <Link key={id} to={`/admin/confirm/${id}`} className={styles.link}>
          {id}
        </Link>
      ))}
      {ids.length > MAX_LINKS && <span>+{ids.length - MAX_LINKS}</span>}
    </span>
  );
}

function SqlSummary({ entry }: { entry: AuditEntry }) {
  const detail = detailOf(entry, 'sql.run');
  if (!detail) return <FallbackSummary entry={entry} />;
  const { sql, mode, durationMs } = detail;
  const facts = [
    t.mode[mode],
    entry.rowCount === null ? null : t.rows(entry.rowCount),
    durationMs == null ? null : t.duration(durationMs),
  ].filter(Boolean);
  return (
    <>
      <span className={`${styles.tag} ${mode === 'write' ? styles.tagWrite : ''}`}>{facts.join(' · ')}</span>
      {sql.length > 160 || sql.includes('\n') ? (
        <details className={styles.sqlDetails}>
          <summary>
            <code className={styles.sql}>{sql.slice(0, 160).replace(/\s+/g, ' ')}…</code>
          </summary>
          <pre className={styles.sqlFull}>{sql}</pre>
        </details>
      ) : (
        <code className={styles.sql}>{sql}</code>
      )}
    </>
  );
}

function FallbackSummary({ entry }: { entry: AuditEntry }) {
  return <span>{entry.target ?? entry.action}</span>;
}

/** One line of what the action did, in words, per known action; the raw target otherwise. */
function ActionSummary({ entry }: { entry: AuditEntry }) {
  switch (entry.action) {
    case 'sql.run':
      return <SqlSummary entry={entry} />;
    case 'post.confirm': {
      const detail = detailOf(entry, 'post.confirm');
      if (!detail) break;
      return (
        <span>
          {t.confirmed(detail.postIds.length)} <PostLinks ids={detail.postIds} />
        </span>
      );
    }
    case 'settings.update': {
      const detail = detailOf(entry, 'settings.update');
      if (!detail) break;
      const words = (value: boolean | number) => (typeof value === 'number' ? String(value) : value ? t.on : t.off);
      return (
        <span>
          {Object.entries(detail.changes)
            .map(([key, change]) => `${t.settings[key] ?? key}: ${words(change.from)} → ${words(change.to)}`)
            .join(', ')}
        </span>
      );
    }
    case 'youtube.import': {
      const detail = detailOf(entry, 'youtube.import');
      if (!detail) break;
      const d = detail;
      return <span>{t.imported(d.region, d.date, d.savedCount, d.duplicateCount)}</span>;
    }
    case 'youtube.save_videos': {
      const detail = detailOf(entry, 'youtube.save_videos');
      if (!detail) break;
      return <span>{t.savedVideos(detail.savedCount, detail.duplicateCount)}</span>;
    }
    case 'youtube.collect_channels': {
      const detail = detailOf(entry, 'youtube.collect_channels');
      if (!detail) break;
      return <span>{t.collected(detail.region, detail.channelIds.length)}</span>;
    }
    case 'rankings.collect': {
      const detail = detailOf(entry, 'rankings.collect');
      if (!detail) break;
      return <span>{t.rankingRun(detail.runId, detail.regions)}</span>;
    }
  }
  return moderationSummary(entry) ?? <FallbackSummary entry={entry} />;
}

export function AuditSummary({ entry }: { entry: AuditEntry }) {
  return (
    <div className={styles.summary}>
      <ActionSummary entry={entry} />
      {entry.reason && (
        <span className={styles.muted}>
          {t.reason}: {entry.reason}
        </span>
      )}
      {entry.error && <span className={styles.errorText}>{entry.error}</span>}
    </div>
  );
}
