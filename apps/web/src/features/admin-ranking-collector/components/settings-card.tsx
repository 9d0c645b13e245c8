import type { CollectorOverview } from '@tubesphere/shared/contract/ranking-collector';
import { formatDateTime, formatNumber } from '@tubesphere/shared/domain/format';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './admin-ranking-collector-page.module.css';

const t = ko.adminRankingCollector;

/** A bar for "used of budget"; the numbers are in the text beside it. */
function Meter({ used, of }: { used: number; of: number }) {
  const share = of > 0 ? Math.min(1, used / of) : 1;
  return (
    <span className={styles.meter} aria-hidden="true">
      <span
        className={`${styles.meterFill} ${share >= 0.9 ? styles.meterFull : ''}`}
        style={{ width: `${share * 100}%` }}
      />
    </span>
  );
}

/** The collector's settings (from the server's configuration) and today's spending. */
export function SettingsCard({ overview }: { overview: CollectorOverview }) {
  const { settings, quota, tracked } = overview;
  return (
    <section className={styles.card} aria-label={t.settingsLabel}>
      <dl className={styles.facts}>
        <div>
          <dt>{t.interval}</dt>
          <dd>{settings.scheduleEnabled ? t.everyHours(settings.intervalHours) : t.manualOnly}</dd>
        </div>
        <div>
          <dt>{t.regions}</dt>
          <dd>
            {settings.regions
              .map((code) => ko.rankings.regions[code as keyof typeof ko.rankings.regions] ?? code)
              .join(', ')}
          </dd>
        </div>
        <div>
          <dt>{t.budget}</dt>
          <dd>
            {t.budgetUse(formatNumber(quota.collectorUsed), formatNumber(quota.dailyBudget))}
            <Meter used={quota.collectorUsed} of={quota.dailyBudget} />
          </dd>
        </div>
        <div>
          <dt>{t.total}</dt>
          <dd>
            {t.budgetUse(formatNumber(quota.totalUsed), formatNumber(quota.totalLimit))}
            <Meter used={quota.totalUsed} of={quota.totalLimit} />
            <span className={styles.hint}>{t.quotaDay(quota.day)}</span>
          </dd>
        </div>
        <div>
          <dt>{t.tracked}</dt>
          <dd>{t.trackedCounts(formatNumber(tracked.videos), formatNumber(tracked.channels))}</dd>
        </div>
        <div>
          <dt>{t.asOf}</dt>
          <dd>{tracked.asOf ? <time dateTime={tracked.asOf}>{formatDateTime(tracked.asOf)}</time> : t.never}</dd>
        </div>
      </dl>
    </section>
  );
}
