import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Inbox, SearchX } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { useAuditFilters } from '../hooks/use-audit-filters.ts';
import styles from './admin-audit-page.module.css';
import { AuditFiltersForm } from './audit-filters.tsx';
import { AuditList } from './audit-list.tsx';

const t = ko.adminAudit;

/** /admin/audit: who did what and when — SQL runs and every admin action that changed data. */
export function AdminAuditPage() {
  useDocumentTitle(ko.pages.admin.audit);
  const { filters, filtered, setFilter, setPage, reset } = useAuditFilters();
  const log = useAuditLog(filters);
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.pagination.total / data.pagination.limit)) : 1;

  let body: React.ReactNode;
  if (log.isPending) body = <Spinner label={t.loading} />;
  else if (!data) body = <ErrorPanel message={errorMessage(log.error)} onRetry={() => log.refetch()} />;
  else if (data.entries.length === 0) {
    const beyondEnd = data.pagination.total > 0;
    body = (
      <EmptyState
        icon={filtered ? SearchX : Inbox}
        title={t.emptyTitle}
        message={filtered ? t.emptyFiltered : t.emptyAll}
        action={
          beyondEnd ? (
            <Button variant="secondary" onClick={() => setPage(1)}>
              {t.page(1, pages)}
            </Button>
          ) : filtered ? (
            <Button variant="secondary" onClick={reset}>
              {t.reset}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        {log.isError && (
          <p className={styles.fetchError} role="alert">
            {errorMessage(log.error)}
          </p>
        )}
        <AuditList entries={data.entries} />
        <nav className={styles.pager} aria-label={t.pagination}>
          <Button
            variant="secondary"
            size="small"
            disabled={filters.page <= 1 || log.isFetching}
            onClick={() => setPage(filters.page - 1)}
          >
            {t.previous}
          </Button>
          <span className={styles.pageInfo} aria-live="polite">
            {t.page(filters.page, pages)} · {t.total(data.pagination.total)}
          </span>
          <Button
            variant="secondary"
            size="small"
            disabled={!data.pagination.hasMore || log.isFetching}
            onClick={() => setPage(filters.page + 1)}
          >
            {t.next}
          </Button>
        </nav>
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="admin-audit-title" aria-busy={log.isFetching}>
      <header>
        <h1 id="admin-audit-title" className={styles.title}>
          {t.heading}
        </h1>
        <p className={styles.intro}>{t.intro}</p>
      </header>
      <AuditFiltersForm
        filters={filters}
        actors={data?.actors ?? []}
        filtered={filtered}
        onChange={setFilter}
        onReset={reset}
      />
      <div className={`${styles.results} ${log.isPlaceholderData ? styles.stale : ''}`}>{body}</div>
    </section>
  );
}
