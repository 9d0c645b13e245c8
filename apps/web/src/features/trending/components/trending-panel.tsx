import { timeAgo } from '@tubesphere/shared/domain/format';
import type { TrendingRegion } from '@tubesphere/shared/domain/rankings';
import * as ko from '../../../i18n/ko/index.ts';
import { useTrending } from '../api/get-trending.ts';
import styles from './trending.module.css';
import { VideoResults } from './video-results.tsx';

const t = ko.trending;

/** The trending tab: the region's most viewed videos of the day (chart fallback said plainly). */
export function TrendingPanel({ region }: { region: TrendingRegion }) {
  const { data, error, isPending, isFetching, isError, refetch } = useTrending(region, true);
  const regionName = ko.rankings.regions[region];
  return (
    <div className={styles.panel}>
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle}>{t.trendingHeading(regionName)}</h2>
        {data && !isError && (
          <p className={styles.note}>
            {data.source === 'search' ? t.sourceSearch : t.sourceChart} {t.updated(timeAgo(data.fetchedAt))}
          </p>
        )}
      </div>
      <VideoResults
        loading={isPending || (isError && isFetching)}
        loadingLabel={t.loading}
        error={isError ? error : null}
        errorTitle={t.loadError}
        onRetry={() => void refetch()}
        videos={data?.videos}
        emptyHint={t.emptyTrendingHint}
      />
    </div>
  );
}
