import { useQueryClient } from '@tanstack/react-query';
import type { TrendingRegion } from '@tubesphere/shared/domain/rankings';
import { useId } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { trendingQueryKey } from '../api/get-trending.ts';
import { type TrendingTab, useTrendingParams } from '../hooks/use-trending-params.ts';
import { KeywordPanel } from './keyword-panel.tsx';
import { ModeTabs, tabId } from './mode-tabs.tsx';
import { RegionPicker } from './region-picker.tsx';
import styles from './trending.module.css';
import { TrendingPanel } from './trending-panel.tsx';

/** Trending (docs/product.md#trending): region buttons, the trending / keyword tabs, and their video grids. */
export function TrendingPage() {
  useDocumentTitle(ko.pages.trending);
  const [params, update] = useTrendingParams();
  const queryClient = useQueryClient();
  const idBase = useId();
  const panelId = `${idBase}-panel`;

  // Choosing a region, or coming back to the trending tab, loads the list again.
  const reloadTrending = (region: TrendingRegion) =>
    void queryClient.invalidateQueries({ queryKey: trendingQueryKey(region) });

  const selectRegion = (region: TrendingRegion) => {
    update({ region });
    if (params.tab === 'trending') reloadTrending(region);
  };
  const selectTab = (tab: TrendingTab) => {
    if (tab === params.tab) return;
    update({ tab });
    if (tab === 'trending') reloadTrending(params.region);
  };

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{ko.trending.title}</h1>
        <p className={styles.subtitle}>{ko.trending.subtitle}</p>
      </header>
      <div className={styles.controls}>
        <RegionPicker value={params.region} onChange={selectRegion} />
        <ModeTabs idBase={idBase} panelId={panelId} value={params.tab} onChange={selectTab} />
      </div>
      <section id={panelId} role="tabpanel" aria-labelledby={tabId(idBase, params.tab)} className={styles.panel}>
        {params.tab === 'trending' ? (
          <TrendingPanel region={params.region} />
        ) : (
          <KeywordPanel region={params.region} q={params.q} onSearch={(q) => update({ q })} />
        )}
      </section>
    </div>
  );
}
