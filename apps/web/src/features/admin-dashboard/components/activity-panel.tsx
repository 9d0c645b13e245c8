import type { DashboardDay } from '@tubesphere/shared/contract/admin-dashboard';
import { lazy, Suspense, useId } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './admin-dashboard.module.css';

// chart.js loads only here, after the counts (the rankings pages do the same).
const ActivityChart = lazy(() => import('./activity-chart.tsx'));

const t = ko.moderationAdmin.dashboard;
const KEYS = ['signups', 'posts', 'comments'] as const;

/** The 30-day chart, its totals in words, and the numbers as a table for whoever wants them exact. */
export function ActivityPanel({ days }: { days: DashboardDay[] }) {
  const titleId = useId();
  const totals = KEYS.map((key) => [key, days.reduce((sum, day) => sum + day[key], 0)] as const);
  const description = totals.map(([key, total]) => t.chartSummary(t.series[key], total)).join(', ');
  return (
    <figure className={styles.panel} aria-labelledby={titleId}>
      <figcaption className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t.chartTitle}
        </h2>
        <span className={styles.muted}>{t.chartCaption}</span>
      </figcaption>
      <ul className={styles.totals}>
        {totals.map(([key, total]) => (
          <li key={key} className={styles[`total_${key}`]}>
            <span className={styles.totalLabel}>{t.series[key]}</span>
            <strong>{total.toLocaleString('ko-KR')}</strong>
          </li>
        ))}
      </ul>
      <div className={styles.chartBox}>
        <Suspense fallback={<div className={styles.muted}>{t.chartLoading}</div>}>
          <ActivityChart days={days} description={description} />
        </Suspense>
      </div>
      <details className={styles.tableDetails}>
        <summary>{t.showTable}</summary>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.day}</th>
                {KEYS.map((key) => (
                  <th key={key} scope="col">
                    {t.series[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row">{day.day}</th>
                  {KEYS.map((key) => (
                    <td key={key}>{day[key].toLocaleString('ko-KR')}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
