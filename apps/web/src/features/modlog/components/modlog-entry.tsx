import type { ModlogEntry, ModlogTarget } from '@tubesphere/shared/contract/modlog';
import { formatDate } from '@tubesphere/shared/domain/format';
import { Link } from '../../../components/link.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './modlog-page.module.css';

const t = ko.modlog;

function Member({ member }: { member: ModlogTarget['member'] }) {
  if (!member) return <span>{t.leftMember}</span>;
  return <Link to={`/user/${member.userId}`}>{member.userName}</Link>;
}

/** The post's title as the log may show it; a hidden post's page would not open, so it is text. */
const titleOf = (target: ModlogTarget) => (target.postTitle ? `《${target.postTitle}》` : t.privateTitle);

function Target({ target }: { target: ModlogTarget }) {
  if (target.kind === 'user') {
    return (
      <li>
        {t.member} <Member member={target.member} />
      </li>
    );
  }
  return (
    <li>
      {target.kind === 'comment' ? t.commentOn(titleOf(target)) : `${t.post} ${titleOf(target)}`} · {t.author}{' '}
      <Member member={target.member} />
    </li>
  );
}

/** One row of the log: what was done, to what and whom, why, by which kind of moderator. */
export function ModlogEntryItem({ entry }: { entry: ModlogEntry }) {
  const label = t.actions[entry.action] ?? t.otherAction;
  const suspension = entry.action === 'user.suspend' || entry.action === 'sphere.ban';
  return (
    <li className={styles.entry}>
      <div className={styles.entryHead}>
        <strong className={styles.action}>{label}</strong>
        {suspension && <span className={styles.period}>{t.period(entry.days)}</span>}
        <span className={styles.moderator}>
          {t.moderators[entry.moderator]} {t.byModerator}
        </span>
        {entry.sphere && (
          <Link className={styles.sphereLink} to={`/sphere/${entry.sphere.sphereId}`}>
            <span className={styles.sphere}>
              {entry.sphere.name} {t.inSphere}
            </span>
          </Link>
        )}
        <RelativeTime className={styles.time} date={entry.createdAt} />
      </div>
      {entry.targets.length > 0 && (
        <ul className={styles.targets}>
          {entry.targets.map((target) => (
            <Target
              key={`${target.kind}:${target.postId}:${target.commentId}:${target.member?.userId}`}
              target={target}
            />
          ))}
        </ul>
      )}
      <p className={styles.reason}>
        <span className={styles.reasonLabel}>{t.reason}</span>{' '}
        {entry.reason ?? (entry.action.startsWith('report.') ? t.reportReason : t.noReason)}
      </p>
      <p className="visually-hidden">{formatDate(entry.createdAt)}</p>
    </li>
  );
}
