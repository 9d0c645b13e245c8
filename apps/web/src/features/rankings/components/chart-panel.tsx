import { lazy, Suspense, useId } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import type { ChartItem } from './bar-chart.tsx';
import styles from './chart.module.css';

// chart.js is ~70 KB gzipped: it loads only when a chart is first shown, after the list.
const BarChart = lazy(() => import('./bar-chart.tsx'));

export interface ChartPanelProps {
  title: string;
  caption?: string;
  items: readonly ChartItem[];
  format: (value: number) => string;
}

const ROW_HEIGHT = 30;

/** A small horizontal bar chart beside a list; screen readers get the same numbers as text. */
export function ChartPanel({ title, caption, items, format }: ChartPanelProps) {
  const titleId = useId();
  if (items.length === 0) return null;
  const description = ko.rankings.chart.summary(
    title,
    items.map((item) => `${item.label} ${format(item.value)}`).join(', '),
  );
  return (
    <figure className={styles.card} aria-labelledby={titleId}>
      <figcaption>
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        {caption && <p className={styles.caption}>{caption}</p>}
      </figcaption>
      <div className={styles.box} style={{ height: items.length * ROW_HEIGHT + 36 }}>
        <Suspense fallback={<div className={styles.loading}>{ko.rankings.chart.loading}</div>}>
          <BarChart items={items} format={format} description={description} />
        </Suspense>
      </div>
    </figure>
  );
}
