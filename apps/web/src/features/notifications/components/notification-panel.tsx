import type { Notification } from '@tubesphere/shared/contract/notifications';
import { type RefObject, useLayoutEffect, useState } from 'react';
import { Link } from '../../../components/link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLatestNotifications } from '../api/get-notifications.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { NotificationItem } from './notification-item.tsx';
import styles from './notifications.module.css';

const t = ko.notifications;
const EDGE = 12;
const WIDTH = 380;

/** Under the bell, kept inside the window on a phone (the bell is not at the window's edge). */
function usePlacement(anchor: RefObject<HTMLElement | null>) {
  const [place, setPlace] = useState<{ top: number; right: number; width: number } | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const rect = anchor.current?.getBoundingClientRect();
      if (!rect) return;
      const viewport = document.documentElement.clientWidth;
      const width = Math.min(WIDTH, viewport - EDGE * 2);
      const right = Math.min(Math.max(EDGE, viewport - rect.right), viewport - width - EDGE);
      setPlace({ top: rect.bottom + 8, right, width });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [anchor]);
  return place;
}

/** The bell's panel: the latest notifications, 모두 읽음, and the way to all of them. */
export function NotificationPanel({
  id,
  userId,
  anchor,
  onClose,
}: {
  id: string;
  userId: string;
  anchor: RefObject<HTMLElement | null>;
  onClose(): void;
}) {
  const latest = useLatestNotifications(userId, true);
  const markRead = useMarkRead(userId);
  const place = usePlacement(anchor);
  const items = latest.data?.notifications ?? [];
  const anyUnread = (latest.data?.unreadCount ?? 0) > 0;

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate({ ids: [notification.id] });
    onClose();
  };

  let body: React.ReactNode;
  if (latest.isPending) body = <Spinner label={t.loading} />;
  else if (latest.isError)
    body = (
      <div className={styles.panelMessage} role="alert">
        <p>{errorMessage(latest.error)}</p>
        <button type="button" className={styles.textButton} onClick={() => void latest.refetch()}>
          {ko.common.retry}
        </button>
      </div>
    );
  else if (items.length === 0)
    body = (
      <div className={styles.panelMessage}>
        <p className={styles.panelEmptyTitle}>{t.empty}</p>
        <p>{t.emptyMessage}</p>
      </div>
    );
  else
    body = (
      <ul className={styles.list}>
        {items.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} onOpen={open} compact />
          </li>
        ))}
      </ul>
    );

  return (
    <section
      id={id}
      className={styles.panel}
      aria-label={t.panelLabel}
      style={place ? { top: place.top, right: place.right, width: place.width } : { visibility: 'hidden' }}
    >
      <header className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>{t.panelTitle}</h2>
        <button
          type="button"
          className={styles.textButton}
          disabled={!anyUnread || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t.markAllRead}
        </button>
      </header>
      {markRead.isError && (
        <p className={styles.inlineError} role="alert">
          {errorMessage(markRead.error)}
        </p>
      )}
      <div className={styles.panelBody}>{body}</div>
      <footer className={styles.panelFooter}>
        <Link to="/notifications" className={styles.footerLink} onClick={onClose}>
          {t.seeAll}
        </Link>
        <Link to="/settings#notifications" className={styles.footerLinkMuted} onClick={onClose}>
          {t.settingsLink}
        </Link>
      </footer>
    </section>
  );
}
