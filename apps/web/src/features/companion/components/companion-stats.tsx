import type { CompanionStat } from '@tubesphere/shared/domain/rewards';
import { CalendarCheck, Handshake, type Icon, Megaphone, Palette } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './companion-stats.module.css';

const STATS: { key: CompanionStat; icon: Icon }[] = [
  { key: 'creativity', icon: Palette },
  { key: 'sociability', icon: Handshake },
  { key: 'influence', icon: Megaphone },
  { key: 'consistency', icon: CalendarCheck },
];

/** The companion's four stats; which actions train them is in the shared rules table. */
export function CompanionStats({ stats }: { stats: Record<CompanionStat, number> }) {
  const t = ko.character;
  return (
    <section className={styles.stats} aria-label={t.statsHeading}>
      <h2 className={styles.title}>{t.statsHeading}</h2>
      <dl className={styles.grid}>
        {STATS.map(({ key, icon: StatIcon }) => (
          <div key={key} className={styles.stat} title={t.statHints[key]}>
            <dt className={styles.name}>
              <StatIcon size={14} /> {t.stats[key]}
            </dt>
            <dd className={styles.value}>{stats[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
