import type { CollectorRun } from '@tubesphere/shared/contract/ranking-collector';
import { formatDateTime, formatNumber } from '@tubesphere/shared/domain/format';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './admin-ranking-collector-page.module.css';

const t = ko.adminRankingCollector;

const seconds = (run: CollectorRun) =>
  run.finishedAt ? Math.max(0, Math.round((Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000)) : null;

/** One row per run: when, how, how it ended, what it spent and gathered, and its errors. */
export function RunsTable({ runs }: { runs: readonly CollectorRun[] }) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t.columns.startedAt}</th>
            <th scope="col">{t.columns.trigger}</th>
            <th scope="col">{t.columns.status}</th>
            <th scope="col" className={styles.number}>
              {t.columns.units}
            </th>
            <th scope="col" className={styles.number}>
              {t.columns.videos}
            </th>
            <th scope="col" className={styles.number}>
              {t.columns.channels}
            </th>
            <th scope="col">{t.columns.errors}</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => {
            const took = seconds(run);
            return (
              <tr key={run.id}>
                <td data-label={t.columns.startedAt}>
                  <time dateTime={run.startedAt}>{formatDateTime(run.startedAt)}</time>
                  {took !== null && <span className={styles.hint}>{t.duration(took)}</span>}
                </td>
                <td data-label={t.columns.trigger}>
                  {t.triggers[run.trigger]}
                  {run.actorName && <span className={styles.hint}>{t.byActor(run.actorName)}</span>}
                </td>
                <td data-label={t.columns.status}>
                  <span className={`${styles.status} ${styles[`status-${run.status}`] ?? ''}`}>
                    {t.statuses[run.status]}
                  </span>
                  {run.message && <span className={styles.hint}>{run.message}</span>}
                </td>
                <td className={styles.number} data-label={t.columns.units}>
                  {formatNumber(run.unitsSpent)}
                </td>
                <td className={styles.number} data-label={t.columns.videos}>
                  {formatNumber(run.videos)}
                </td>
                <td className={styles.number} data-label={t.columns.channels}>
                  {formatNumber(run.channels)}
                </td>
                <td data-label={t.columns.errors}>
                  {run.errorCount === 0 ? (
                    <span className={styles.hint}>{t.noErrors}</span>
                  ) : (
                    <details className={styles.errors}>
                      <summary>
                        {t.errorCount(run.errorCount)} · {t.showErrors}
                      </summary>
                      <ul>
                        {run.errors.map((error) => (
                          <li key={error}>{error}</li>
                        ))}
                      </ul>
                    </details>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
