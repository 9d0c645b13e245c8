import type { ProviderStatus } from '@tubesphere/shared/contract/admin-dashboard';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './admin-dashboard.module.css';

const t = ko.moderationAdmin.dashboard;

/** Which provider keys are set (never their values), demo mode, and today's YouTube units. */
export function ProviderStatusList({ providers }: { providers: ProviderStatus[] }) {
  return (
    <section className={styles.panel} aria-labelledby="dashboard-providers">
      <h2 id="dashboard-providers" className={styles.panelTitle}>
        {t.providersTitle}
      </h2>
      <ul className={styles.providers}>
        {providers.map((provider) => {
          const ready = provider.demo || provider.keys.every((key) => key.set);
          const quota = provider.quota;
          return (
            <li key={provider.provider} className={styles.provider}>
              <div className={styles.providerHead}>
                <span className={`${styles.dot} ${ready ? styles.dotOk : styles.dotMissing}`} aria-hidden="true" />
                <strong>{t.providers[provider.provider]}</strong>
                {provider.demo && <span className={styles.demo}>{t.demo}</span>}
              </div>
              <ul className={styles.keys}>
                {provider.keys.map((key) => (
                  <li key={key.name}>
                    <code>{key.name}</code>{' '}
                    <span className={key.set ? styles.keySet : styles.keyMissing}>
                      {key.set ? t.keySet : t.keyMissing}
                    </span>
                  </li>
                ))}
              </ul>
              {quota ? (
                <div className={styles.quota}>
                  <div className={styles.quotaText}>
                    <span>{t.quota(quota.used, quota.limit)}</span>
                    {quota.collectorUsed !== null && quota.collectorBudget !== null && (
                      <span className={styles.muted}>{t.collector(quota.collectorUsed, quota.collectorBudget)}</span>
                    )}
                  </div>
                  <progress className={styles.meter} max={quota.limit} value={Math.min(quota.used, quota.limit)}>
                    {t.quota(quota.used, quota.limit)}
                  </progress>
                  <span className={styles.muted}>{t.quotaDay(quota.day)}</span>
                </div>
              ) : (
                <p className={styles.muted}>{t.notCounted}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
