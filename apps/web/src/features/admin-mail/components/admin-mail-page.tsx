import { ADMIN_MAIL_PAGE_SIZE, MAIL_STATUSES, type MailStatusName } from '@tubesphere/shared/contract/admin-mail';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type MailFilters, useMailList } from '../api/get-mail.ts';
import styles from './admin-mail-page.module.css';
import { MailItem } from './mail-item.tsx';

const t = ko.adminMail;

/** /admin/mail: the outbox — what was sent, what waits, what failed and why; a mail's body on demand. */
export function AdminMailPage() {
  useDocumentTitle(ko.pages.admin.mail);
  const [filters, setFilters] = useState<MailFilters>({ page: 1, status: '' });
  const list = useMailList(filters);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.pagination.total / ADMIN_MAIL_PAGE_SIZE)) : 1;

  let body: React.ReactNode;
  if (list.isPending) body = <Spinner label={t.loading} />;
  else if (!data) body = <ErrorPanel message={errorMessage(list.error)} onRetry={() => list.refetch()} />;
  else if (data.mails.length === 0) body = <EmptyState title={t.emptyTitle} message={t.emptyMessage} />;
  else
    body = (
      <>
        <ul className={styles.list}>
          {data.mails.map((mail) => (
            <MailItem key={mail.mailId} mail={mail} />
          ))}
        </ul>
        <nav className={styles.pager} aria-label={t.pagination}>
          <Button
            variant="secondary"
            size="small"
            disabled={filters.page <= 1 || list.isFetching}
            onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
          >
            {t.previous}
          </Button>
          <span aria-live="polite">
            {t.page(filters.page, pages)} · {t.total(data.pagination.total)}
          </span>
          <Button
            variant="secondary"
            size="small"
            disabled={!data.pagination.hasMore || list.isFetching}
            onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
          >
            {t.next}
          </Button>
        </nav>
      </>
    );

  return (
    <section className={styles.page} aria-labelledby="admin-mail-title" aria-busy={list.isFetching}>
      <header>
        <h1 id="admin-mail-title" className={styles.title}>
          {t.heading}
        </h1>
        <p className={styles.intro}>{t.intro}</p>
      </header>
      {data && !data.delivers && (
        <p className={styles.banner} role="note">
          {t.notDelivering}
        </p>
      )}
      <label className={styles.filter}>
        <span>{t.statusFilter}</span>
        <select
          value={filters.status}
          onChange={(event) => setFilters({ page: 1, status: event.target.value as MailStatusName | '' })}
        >
          <option value="">{t.allStatuses}</option>
          {MAIL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t.status[status]}
            </option>
          ))}
        </select>
      </label>
      <div>{body}</div>
    </section>
  );
}
