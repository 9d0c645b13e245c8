import type { AuditEntry } from '@tubesphere/shared/contract/admin-audit';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { detailOf } from '../utils/read-detail.ts';
import styles from './admin-audit-page.module.css';

const t = ko.adminAudit;
const MAX_LINKS = 5;

/** `post12` links to its admin detail; `comment34` (a comment) is shown as it is. */
function TargetLinks({ keys }: { keys: string[] }) {
  return (
    <span className={styles.links}>
      {keys.slice(0, MAX_LINKS).map((key) =>
        key.startsWith('post') ? (
          <Link key={key} to={`/admin/confirm/${key}`} className={styles.link}>
            {key}
          </Link>
        ) : (
          <span key={key}>{key}</span>
        ),
      )}
      {keys.length > MAX_LINKS && <span>+{keys.length - MAX_LINKS}</span>}
    </span>
  );
}

const UserLink = ({ userId }: { userId: string }) => (
  <Link to={`/user/${userId}`} className={styles.link}>
    {userId}
  </Link>
);

/**
 * One line for each moderation action (docs/decisions/110–114): what was done to which posts,
 * comments or users; null when the entry is not one of them (or lacks its fields).
 */
export function moderationSummary(entry: AuditEntry): ReactNode {
  switch (entry.action) {
    case 'post.reject': {
      const d = detailOf(entry, 'post.reject');
      return d ? (
        <span>
          {t.rejected(d.postIds.length)} <TargetLinks keys={d.postIds} />
        </span>
      ) : null;
    }
    case 'post.hide': {
      const d = detailOf(entry, 'post.hide');
      return d ? (
        <span>
          {t.postHidden(d.automatic, d.reportCount)} <TargetLinks keys={[d.postId]} />
        </span>
      ) : null;
    }
    case 'post.restore': {
      const d = detailOf(entry, 'post.restore');
      return d ? (
        <span>
          {t.restored} <TargetLinks keys={[d.postId]} />
        </span>
      ) : null;
    }
    case 'post.delete': {
      const d = detailOf(entry, 'post.delete');
      return d ? (
        <span>
          {t.postDeleted(d.authorId)} <TargetLinks keys={[d.postId]} />
        </span>
      ) : null;
    }
    case 'comment.hide':
    case 'comment.restore':
    case 'comment.delete':
      return <CommentSummary entry={entry} />;
    case 'report.resolve':
    case 'report.resolve_message': {
      const d = detailOf(entry, 'report.resolve') ?? detailOf(entry, 'report.resolve_message');
      if (!d) return null;
      return (
        <span>
          {t.resolved(t.reportAction[d.action] ?? d.action, d.keys.length, d.reportCount)} <TargetLinks keys={d.keys} />
          {d.sanctioned && d.sanctioned.length > 0 && ` · ${t.sanctioned(d.sanctioned, d.days)}`}
        </span>
      );
    }
    case 'user.suspend': {
      const d = detailOf(entry, 'user.suspend');
      return d ? (
        <span>
          <UserLink userId={d.userId} /> {t.suspendedFor(d.days ?? null, d.sessionsEnded ?? 0)}
        </span>
      ) : null;
    }
    case 'user.unsuspend': {
      const d = detailOf(entry, 'user.unsuspend');
      return d ? (
        <span>
          <UserLink userId={d.userId} /> {t.unsuspended}
        </span>
      ) : null;
    }
    case 'user.admin_level': {
      const d = detailOf(entry, 'user.admin_level');
      const name = (level: number) => t.levelNames[level] ?? String(level);
      return d ? (
        <span>
          <UserLink userId={d.userId} /> {t.levelChanged(name(d.from), name(d.to))}
        </span>
      ) : null;
    }
    case 'sql.save_query': {
      const d = detailOf(entry, 'sql.save_query');
      return d ? (
        <span>
          {t.savedQuery(d.name, d.replaced)} <code className={styles.sql}>{d.sql.slice(0, 160)}</code>
        </span>
      ) : null;
    }
    case 'sql.delete_query': {
      const d = detailOf(entry, 'sql.delete_query');
      return d ? <span>{t.deletedQuery(d.name)}</span> : null;
    }
  }
  return null;
}

function CommentSummary({ entry }: { entry: AuditEntry }) {
  const hide = detailOf(entry, 'comment.hide');
  const restore = detailOf(entry, 'comment.restore');
  const remove = detailOf(entry, 'comment.delete');
  const d = hide ?? restore ?? remove;
  if (!d) return null;
  const words = hide
    ? t.commentHidden(hide.automatic, hide.reportCount)
    : remove
      ? t.commentDeleted(remove.authorId)
      : t.commentRestored;
  return (
    <span>
      {words} comment{d.commentId} · {t.onPost} <TargetLinks keys={[d.postId]} />
    </span>
  );
}
