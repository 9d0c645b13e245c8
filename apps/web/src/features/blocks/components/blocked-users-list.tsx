import { formatDate } from '@tubesphere/shared/domain/format';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Link } from '../../../components/link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBlockedPage, useSetBlocked } from '../api/blocks.ts';
import styles from './blocked-users.module.css';

const t = ko.trust.block;

/**
 * 설정 › 차단한 사용자: the members I blocked, a page at a time, each with 차단 해제. It renders
 * inside the settings page's section card (the settings feature wraps it).
 */
export function BlockedUsersList({ viewerId }: { viewerId: string }) {
  const [page, setPage] = useState(1);
  const list = useBlockedPage(viewerId, page);
  const setBlocked = useSetBlocked();

  if (list.isPending) return <Spinner label={t.loading} />;
  if (!list.data) return <ErrorPanel message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  const { users, pagination } = list.data;
  if (users.length === 0 && page === 1) return <p className={styles.empty}>{t.empty}</p>;

  const unblock = (userId: string, name: string) =>
    setBlocked.mutate(
      { userId, blocked: false },
      {
        onSuccess: () => {
          toast.success(t.unblockDone(name));
          if (users.length === 1 && page > 1) setPage(page - 1);
        },
        onError: (error) => toast.error(error instanceof Error ? error.message : t.failed),
      },
    );

  return (
    <>
      <ul className={styles.list} aria-label={t.listLabel}>
        {users.map((user) => (
          <li key={user.userId} className={styles.row}>
            <span className={styles.who}>
              <Link to={`/user/${user.userId}`}>{user.userName}</Link>
              <span className={styles.when}>{t.blockedOn(formatDate(user.blockedAt))}</span>
            </span>
            <Button
              variant="secondary"
              size="small"
              disabled={setBlocked.isPending}
              aria-label={t.unblockOne(user.userName)}
              onClick={() => unblock(user.userId, user.userName)}
            >
              {t.unblock}
            </Button>
          </li>
        ))}
      </ul>
      {(page > 1 || pagination.hasMore) && (
        <nav className={styles.pager} aria-label={t.pagination}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t.previous}
          </Button>
          <span aria-live="polite">{t.page(page)}</span>
          <Button variant="secondary" size="small" disabled={!pagination.hasMore} onClick={() => setPage(page + 1)}>
            {t.next}
          </Button>
        </nav>
      )}
    </>
  );
}
