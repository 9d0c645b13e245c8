import styles from './layout.module.css';

export interface Stat {
  label: string;
  value: string;
}

/** The summary of the items shown, as labelled tiles. */
export function StatTiles({ label, stats }: { label: string; stats: readonly Stat[] }) {
  return (
    <section aria-label={label}>
      <dl className={`${styles.tiles} ${stats.length === 3 ? styles.tiles3 : ''}`}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.tile}>
            <dt className={styles.tileLabel}>{stat.label}</dt>
            <dd className={styles.tileValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
