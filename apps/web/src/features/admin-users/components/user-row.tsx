import type { AdminUser } from '@tubesphere/shared/contract/admin-users';
import { formatDate, formatDateTime } from '@tubesphere/shared/domain/format';
import { Avatar } from '../../../components/avatar.tsx';
import { Button } from '../../../components/button.tsx';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './admin-users.module.css';

const t = ko.moderationAdmin.users;

interface UserRowProps {
  user: AdminUser;
  isMe: boolean;
  /** The signed-in admin's own level: only level 2 changes others' levels. */
  myLevel: number;
  busy: boolean;
  onSuspend: () => void;
  onUnsuspend: () => void;
  onLevel: (level: 0 | 1 | 2) => void;
}

/** One member: who, since when, what they wrote, what was reported, and what an admin may do. */
export function UserRow({ user, isMe, myLevel, busy, onSuspend, onUnsuspend, onLevel }: UserRowProps) {
  const c = t.columns;
  const status = user.deleted
    ? t.deleted
    : user.suspension
      ? user.suspension.until
        ? t.suspendedUntil(formatDateTime(user.suspension.until))
        : t.bannedBadge
      : t.active;
  // Level 2 changes anyone's level; anyone may lower their own. The server has the last word.
  const canChangeLevel = !user.deleted && (myLevel >= 2 || isMe);
  return (
    <tr className={user.suspension ? styles.suspendedRow : undefined}>
      <td data-label={c.user} className={styles.wide}>
        <span className={styles.who}>
          <Avatar name={user.userName} src={user.profileImage} size={36} deleted={user.deleted} />
          <span className={styles.names}>
            {user.deleted ? (
              <strong>{user.userName}</strong>
            ) : (
              <Link to={`/user/${user.userId}`} className={styles.name}>
                {user.userName}
              </Link>
            )}
            {isMe && <span className={styles.me}>{t.you}</span>}
            <span className={styles.email}>{user.email}</span>
          </span>
        </span>
      </td>
      <td data-label={c.joined}>
        <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
      </td>
      <td data-label={c.level}>{t.level(user.level)}</td>
      <td data-label={c.activity}>{t.activity(user.counts.posts, user.counts.comments)}</td>
      <td data-label={c.reports} className={user.counts.reports > 0 ? styles.reported : undefined}>
        {user.counts.reports.toLocaleString('ko-KR')}
      </td>
      <td data-label={c.status} className={styles.wide}>
        <span
          className={
            user.suspension ? styles.statusSuspended : user.deleted ? styles.statusDeleted : styles.statusActive
          }
        >
          {status}
        </span>
        {user.suspension && <span className={styles.reason}>{user.suspension.reason}</span>}
      </td>
      <td data-label={c.admin}>
        <select
          className={styles.select}
          value={user.adminLevel}
          disabled={!canChangeLevel || busy}
          aria-label={t.adminLevelLabel(user.userName)}
          onChange={(event) => onLevel(Number(event.target.value) as 0 | 1 | 2)}
        >
          {t.adminLevels.map((label, level) => (
            <option key={label} value={level} disabled={myLevel < 2 && level > user.adminLevel}>
              {label}
            </option>
          ))}
        </select>
      </td>
      <td data-label={c.actions}>
        {user.deleted || user.adminLevel >= 1 ? null : user.suspension ? (
          <Button size="small" variant="secondary" disabled={busy} onClick={onUnsuspend}>
            {t.unsuspend}
          </Button>
        ) : (
          <Button size="small" variant="secondary" disabled={busy} onClick={onSuspend}>
            {t.suspend}
          </Button>
        )}
      </td>
    </tr>
  );
}
