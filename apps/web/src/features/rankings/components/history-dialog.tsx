import { formatCountKo, formatDateTime, formatShortDateTime } from '@tubesphere/shared/domain/format';
import { lazy, Suspense, useId } from 'react';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Modal } from '../../../components/modal.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { type HistorySeries, type HistoryTarget, useHistory } from '../api/get-history.ts';
import styles from './chart.module.css';

// chart.js loads with the first chart, not with the list.
const LineChart = lazy(() => import('./line-chart.tsx'));

const t = ko.rankings.history;

/** The chart's points: the zero at the upload or opening (when known), then the readings. */
export const chartPoints = (series: HistorySeries) =>
  series.origin ? [{ at: series.origin.at, value: 0 }, ...series.points] : series.points;

/** The words a screen reader gets instead of the picture: first and last point and the change. */
export function historySummary(metric: string, series: HistorySeries): string {
  const points = chartPoints(series);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return t.empty;
  const readings = series.points.length;
  if (points.length === 1) return t.single(metric, formatDateTime(last.at), formatCountKo(last.value));
  const change = last.value - first.value;
  const changeText = `${change < 0 ? '-' : '+'}${formatCountKo(Math.abs(change))}`;
  const from = series.origin ? `${formatDateTime(first.at)} ${t.origin[series.origin.kind]}` : formatDateTime(first.at);
  return t.summary(
    metric,
    from,
    formatCountKo(first.value),
    formatDateTime(last.at),
    formatCountKo(last.value),
    t.change(changeText),
    readings,
  );
}

/** A ranking row's history: views of a video or subscribers of a channel at every collection. */
export function HistoryDialog({ target, onClose }: { target: HistoryTarget | null; onClose: () => void }) {
  const history = useHistory(target);
  const summaryId = useId();
  const metric = target?.kind === 'channel' ? t.subscribers : t.views;
  return (
    <Modal open={target !== null} title={target ? t.title(target.title) : ''} onClose={onClose} wide>
      {history.isPending ? (
        <Spinner label={t.loading} />
      ) : history.isError ? (
        <ErrorPanel message={errorMessage(history.error)} onRetry={() => history.refetch()} />
      ) : history.data.points.length === 0 ? (
        <p className={styles.caption}>{t.empty}</p>
      ) : (
        <figure className={styles.history} aria-describedby={summaryId}>
          <div className={styles.historyBox}>
            <Suspense fallback={<div className={styles.loading}>{ko.rankings.chart.loading}</div>}>
              <LineChart
                labels={chartPoints(history.data).map((point) => formatShortDateTime(point.at))}
                values={chartPoints(history.data).map((point) => point.value)}
                format={formatCountKo}
                description={t.chartLabel(metric)}
              />
            </Suspense>
          </div>
          <figcaption id={summaryId} className={styles.caption}>
            {historySummary(metric, history.data)}
            {history.data.source === 'sample' && ` ${t.sampleNote}`}
          </figcaption>
        </figure>
      )}
    </Modal>
  );
}
