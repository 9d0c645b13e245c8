import type { CompanionStat } from '@tubesphere/shared/domain/rewards';
import { ko } from '../../../i18n/ko/index.ts';
import styles from './companion-stats.module.css';

const STATS: { key: CompanionStat; icon: string }[] = [
  { key: 'creativity', icon: '🎨' },
  { key: 'sociability', icon: '🤝' },
  { key: 'influence', icon: '📣' },
  { key: 'consistency', icon: '📅' },
];

/** The four stats of spec §2; which actions train them is in the shared rules table. */
export function CompanionStats({ stats }: { stats: Record<CompanionStat, number> }) {
  const t = ko.companion;
  return (
    <section className={styles.stats} aria-label={t.statsHeading}>
      <h2 className={styles.title}>{t.statsHeading}</h2>
      <dl className={styles.grid}>
        {STATS.map(({ key, icon }) => (
          <div key={key} className={styles.stat} title={t.statHints[key]}>
            <dt className={styles.name}>
              <span aria-hidden="true">{icon}</span> {t.stats[key]}
            </dt>
            <dd className={styles.value}>{stats[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
