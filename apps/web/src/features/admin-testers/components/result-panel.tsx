import type { ReactNode } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './testers.module.css';

export interface Stat {
  label: string;
  value: ReactNode;
  /** Endpoint names and paths: monospace, smaller. */
  code?: boolean;
}

interface ResultPanelProps {
  message?: string;
  stats: readonly Stat[];
  children?: ReactNode;
}

/** A tester's result panel: endpoint, totals, item count; then previews and JSON. */
export function ResultPanel({ message, stats, children }: ResultPanelProps) {
  return (
    <section className={styles.card} aria-labelledby="tester-result-title" data-testid="tester-result">
      <h2 id="tester-result-title" className={styles.sectionTitle}>
        {ko.adminTesters.common.resultHeading}
      </h2>
      {message && (
        <p className={styles.successBox} role="status">
          {message}
        </p>
      )}
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt>{stat.label}</dt>
            <dd>{stat.code ? <code className={styles.statCode}>{stat.value}</code> : stat.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}

export function IdleHint() {
  return <p className={styles.idle}>{ko.adminTesters.common.idle}</p>;
}
