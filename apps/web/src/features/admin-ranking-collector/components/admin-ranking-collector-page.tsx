import { COLLECTOR_PAGE_SIZE } from '@tubesphere/shared/contract/ranking-collector';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { ChartColumn } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCollectorOverview } from '../api/get-collector-overview.ts';
import { useStartCollectorRun } from '../api/start-collector-run.ts';
import styles from './admin-ranking-collector-page.module.css';
import { RunsTable } from './runs-table.tsx';
import { SettingsCard } from './settings-card.tsx';

const t = ko.adminRankingCollector;

/** The ranking collector: settings, today's spending, 지금 수집 and every run, newest first. */
export function AdminRankingCollectorPage() {
  useDocumentTitle(ko.pages.admin.rankingCollector);
  const [page, setPage] = useState(1);
  const overview = useCollectorOverview(page);
  const start = useStartCollectorRun();
  const data = overview.data;
  const running = Boolean(data?.running) || start.isPending;
  const pages = data ? Math.max(1, Math.ceil(data.total / COLLECTOR_PAGE_SIZE)) : 1;

  return (
    <section className={styles.page} aria-labelledby="ranking-collector-title">
      <header className={styles.header}>
        <div>
          <h1 id="ranking-collector-title" className={styles.title}>
            {t.heading}
          </h1>
          <p className={styles.intro}>{t.intro}</p>
        </div>
        {data && (
          <Button
            onClick={() => {
              if (!running) start.mutate();
            }}
            aria-disabled={running || !data.settings.youtubeConfigured}
            disabled={!data.settings.youtubeConfigured}
          >
            {running ? t.collecting : t.collectNow}
          </Button>
        )}
      </header>
      {overview.isPending ? (
        <Spinner label={t.loading} />
      ) : overview.isError && !data ? (
        <ErrorPanel message={errorMessage(overview.error)} onRetry={() => overview.refetch()} />
      ) : data ? (
        <>
          {!data.settings.youtubeConfigured && <p className={styles.warning}>{t.notConfigured}</p>}
          <SettingsCard overview={data} />
          <section className={styles.runs} aria-labelledby="ranking-collector-runs">
            <h2 id="ranking-collector-runs" className={styles.subtitle}>
              {t.runsHeading}
            </h2>
            {data.runs.length === 0 ? (
              <EmptyState icon={ChartColumn} title={t.empty} message={t.emptyHint} />
            ) : (
              <>
                <RunsTable runs={data.runs} />
                {pages > 1 && (
                  <nav className={styles.pager} aria-label={t.runsHeading}>
                    <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                      {t.previous}
                    </Button>
                    <span aria-live="polite">{t.page(page, pages)}</span>
                    <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                      {t.next}
                    </Button>
                  </nav>
                )}
              </>
            )}
          </section>
        </>
      ) : null}
    </section>
  );
}
