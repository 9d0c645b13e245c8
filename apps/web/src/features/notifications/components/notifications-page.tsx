import type { Notification } from '@tubesphere/shared/contract/notifications';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Bell } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useNotificationPages } from '../api/get-notifications.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { badgeText } from '../utils/badge-text.ts';
import { NotificationItem } from './notification-item.tsx';
import styles from './notifications.module.css';

const t = ko.notifications;

/** /notifications (signed in): every notification, newest first, page by page. */
export function NotificationsPage() {
  useDocumentTitle(ko.pages.notifications);
  const user = useCurrentUser();
  // RequireUser renders this page only with a user.
  if (!user) return null;
  return <NotificationsList userId={user.user_id} />;
}

function NotificationsList({ userId }: { userId: string }) {
  const pages = useNotificationPages(userId);
  const unread = useUnreadCount(userId);
  const markRead = useMarkRead(userId);
  const items = pages.data?.pages.flatMap((page) => page.notifications) ?? [];
  // Aggregated likes move up with a new id, so one may show on two pages for a moment.
  const unique = [...new Map(items.map((item) => [item.id, item])).values()];
  const unreadCount = unread.data ?? pages.data?.pages[0]?.unreadCount ?? 0;
  const moreFailed = pages.isFetchNextPageError ? errorMessage(pages.error) : null;
  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate({ ids: [notification.id] });
  };

  let body: React.ReactNode;
  if (pages.isPending) body = <Spinner label={t.loading} />;
  else if (pages.isError)
    body = <ErrorPanel message={errorMessage(pages.error)} onRetry={() => void pages.refetch()} />;
  else if (unique.length === 0) body = <EmptyState icon={Bell} title={t.empty} message={t.emptyMessage} />;
  else
    body = (
      <>
        <ul className={`${styles.list} ${styles.pageList}`}>
          {unique.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} onOpen={open} />
            </li>
          ))}
        </ul>
        {pages.hasNextPage && (
          <div className={styles.more}>
            <Button variant="secondary" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
              {pages.isFetchingNextPage ? t.loadingMore : t.loadMore}
            </Button>
          </div>
        )}
        {moreFailed && (
          <p className={styles.inlineError} role="alert">
            {moreFailed}
          </p>
        )}
      </>
    );

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{t.pageTitle}</h1>
          <p className={styles.pageSubtitle}>{unreadCount > 0 ? t.unreadSummary(badgeText(unreadCount)) : t.allRead}</p>
        </div>
        <div className={styles.pageActions}>
          <Link to="/settings#notifications" className={styles.footerLinkMuted}>
            {t.settingsLink}
          </Link>
          <Button
            variant="secondary"
            size="small"
            disabled={unreadCount === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            {markRead.isPending ? t.markingAllRead : t.markAllRead}
          </Button>
        </div>
      </header>
      {markRead.isError && (
        <p className={styles.inlineError} role="alert">
          {errorMessage(markRead.error)}
        </p>
      )}
      <div className={styles.pageBody}>{body}</div>
    </div>
  );
}
