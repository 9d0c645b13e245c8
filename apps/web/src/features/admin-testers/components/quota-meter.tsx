import * as ko from '../../../i18n/ko/index.ts';
import { useYoutubeQuota } from '../api/get-youtube-quota.ts';
import styles from './testers.module.css';

const t = ko.adminTesters.quota;

/** YouTube's 10,000 daily units (docs/third-party-apis.md#quota), as counted by our server. */
export function QuotaMeter() {
  const { data, isError } = useYoutubeQuota();
  if (isError) return <p className={styles.quota}>{t.unavailable}</p>;
  if (!data)
    return (
      <p className={styles.quota} aria-busy="true">
        {t.label}
      </p>
    );
  const percent = Math.min(100, Math.round((data.used / data.limit) * 100));
  return (
    <div className={styles.quota} title={t.cost} data-testid="quota-meter">
      <span className={styles.quotaLabel}>{t.label}</span>
      <meter
        className={styles.quotaBar}
        min={0}
        max={data.limit}
        low={data.limit * 0.7}
        high={data.limit * 0.9}
        optimum={0}
        value={data.used}
        aria-label={t.label}
      >
        {percent}%
      </meter>
      <span className={styles.quotaText}>
        {t.usage(data.used, data.limit)} · {t.remaining(data.remaining)}
      </span>
    </div>
  );
}
