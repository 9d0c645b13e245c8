import { TRENDING_REGIONS, type TrendingRegion } from '@tubesphere/shared/domain/rankings';
import { useEffect, useRef } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './trending.module.css';

/** One button per region, KR … MX, RU; the chosen one is pressed. */
export function RegionPicker({
  value,
  onChange,
}: {
  value: TrendingRegion;
  onChange: (region: TrendingRegion) => void;
}) {
  const row = useRef<HTMLDivElement>(null);
  // On phones the row scrolls: keep the chosen region (e.g. RU from a shared link) in view.
  useEffect(() => {
    row.current?.querySelector(`[data-region="${value}"]`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [value]);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.groupLabel}>{ko.trending.regionLabel}</legend>
      <div ref={row} className={`${styles.chips} ${styles.scrollRow}`}>
        {TRENDING_REGIONS.map((region) => (
          <button
            key={region}
            data-region={region}
            type="button"
            className={styles.chip}
            aria-pressed={region === value}
            onClick={() => onChange(region)}
          >
            {ko.rankings.regions[region]}
            <span className={styles.code} aria-hidden="true">
              {region}
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
