import { useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Compass, Inbox } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useModlog } from '../api/get-modlog.ts';
import { ModlogEntryItem } from './modlog-entry.tsx';
import styles from './modlog-page.module.css';

const t = ko.modlog;

const positive = (raw: string | null) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);

/**
 * /modlog (and /modlog?sphere={id}, a sphere's own log): every moderation action, newest first,
 * without reporters or the names of the staff who acted.
 */
export function ModlogPage() {
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page')) ?? 1;
  const sphereParam = params.get('sphere');
  const sphereId = positive(sphereParam);
  const log = useModlog(page, sphereId);
  const sphere = log.data?.sphere ?? null;
  const notFound =
    (sphereParam !== null && sphereId === null) ||
    (log.error instanceof ApiError && (log.error.status === 404 || log.error.status === 400));
  useDocumentTitle(notFound ? t.notFoundTitle : sphere ? t.sphereHeading(sphere.name) : ko.pages.modlog);

  const goTo = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next <= 1) copy.delete('page');
    else copy.set('page', String(next));
    setParams(copy);
    window.scrollTo({ top: 0 });
  };

  let body: React.ReactNode;
  if (notFound) {
    body = (
      <EmptyState
        icon={Compass}
        title={t.notFoundTitle}
        message={t.notFoundMessage}
        action={
          <Link to="/modlog" className={buttonClass('secondary')}>
            {t.allLog}
          </Link>
        }
      />
    );
  } else if (log.isPending) body = <Spinner label={t.loading} />;
  else if (!log.data) body = <ErrorPanel message={errorMessage(log.error)} onRetry={() => void log.refetch()} />;
  else if (log.data.entries.length === 0) {
    body = (
      <EmptyState
        icon={Inbox}
        title={t.emptyTitle}
        message={sphereId === null ? t.emptyMessage : t.emptySphere}
        action={
          page > 1 ? (
            <Button variant="secondary" onClick={() => goTo(1)}>
              {t.firstPage}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    const { entries, pagination } = log.data;
    body = (
      <>
        {log.isError && (
          <p className={styles.fetchError} role="alert">
            {errorMessage(log.error)}
          </p>
        )}
        <ol className={styles.list} aria-label={t.listLabel}>
          {entries.map((entry) => (
            <ModlogEntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
        <nav className={styles.pager} aria-label={t.pagination}>
          <Button
            variant="secondary"
            size="small"
            disabled={page <= 1 || log.isFetching}
            onClick={() => goTo(page - 1)}
          >
            {t.previous}
          </Button>
          <span aria-live="polite">{t.page(page)}</span>
          <Button
            variant="secondary"
            size="small"
            disabled={!pagination.hasMore || log.isFetching}
            onClick={() => goTo(page + 1)}
          >
            {t.next}
          </Button>
        </nav>
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="modlog-title" aria-busy={log.isFetching}>
      <header>
        <h1 id="modlog-title" className={styles.title}>
          {sphere ? t.sphereHeading(sphere.name) : t.heading}
        </h1>
        <p className={styles.intro}>{t.intro}</p>
        {sphereId !== null && !notFound && (
          <p className={styles.intro}>
            <Link to="/modlog">{t.allLog}</Link>
          </p>
        )}
      </header>
      <div className={log.isPlaceholderData ? styles.stale : undefined}>{body}</div>
    </section>
  );
}
