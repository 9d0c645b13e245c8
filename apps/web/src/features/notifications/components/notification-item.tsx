import type { Notification } from '@tubesphere/shared/contract/notifications';
import { formatDate, timeAgo } from '@tubesphere/shared/domain/format';
import { findTimestamps } from '@tubesphere/shared/domain/video-timestamps';
import { Avatar } from '../../../components/avatar.tsx';
import { Bell } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { TimestampLinks } from '../../../components/timestamp-links.tsx';
import timestampStyles from '../../../components/timestamp-text.module.css';
import * as ko from '../../../i18n/ko/index.ts';
import { describeNotification } from '../utils/describe-notification.ts';
import styles from './notifications.module.css';

/**
 * One notification: who (or the bell for news without a person), what happened, what about,
 * when, and a dot while unread. Opening it marks it read and goes where it points; times in a quoted
 * comment (3:25) open the post's video there instead.
 */
export function NotificationItem({
  notification,
  onOpen,
  compact = false,
}: {
  notification: Notification;
  onOpen(notification: Notification): void;
  compact?: boolean;
}) {
  const view = describeNotification(notification);
  const { actor } = notification;
  const timesOf =
    view.href && view.detail && view.timesOf && findTimestamps(view.detail).length > 0 ? view.timesOf : null;
  const open = () => onOpen(notification);
  const body = (
    <>
      <span className={styles.itemAvatar}>
        {actor ? (
          <Avatar name={actor.name} src={actor.avatar} size={compact ? 36 : 40} />
        ) : (
          <span className={styles.systemIcon}>
            <Bell size={18} />
          </span>
        )}
      </span>
      <span className={styles.itemText}>
        {timesOf && view.href ? (
          // A link cannot hold the quote's time links: the message is the link, stretched over the item.
          <Link to={view.href} className={`${styles.itemMessage} ${styles.stretchedLink}`} onClick={open}>
            {view.message}
          </Link>
        ) : (
          <span className={styles.itemMessage}>{view.message}</span>
        )}
        {view.detail && (
          <span className={styles.itemDetail}>
            {timesOf ? (
              <TimestampLinks
                text={view.detail}
                postId={timesOf}
                className={`${timestampStyles.timestamp} ${styles.timeLink}`}
                onFollow={open}
              />
            ) : (
              view.detail
            )}
          </span>
        )}
        <time className={styles.itemTime} dateTime={notification.createdAt} title={formatDate(notification.createdAt)}>
          {timeAgo(notification.createdAt)}
        </time>
      </span>
      {!notification.read && (
        <span className={styles.unreadDot}>
          <span className="visually-hidden">{ko.notifications.unread}</span>
        </span>
      )}
    </>
  );
  const className = `${styles.item} ${compact ? styles.compact : ''} ${notification.read ? '' : styles.unreadItem}`;
  if (timesOf) return <div className={`${className} ${styles.itemWithTimes}`}>{body}</div>;
  return view.href ? (
    <Link to={view.href} className={className} onClick={open}>
      {body}
    </Link>
  ) : (
    <button type="button" className={className} onClick={open}>
      {body}
    </button>
  );
}
