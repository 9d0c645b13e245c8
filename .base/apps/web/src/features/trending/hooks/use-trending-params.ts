import { KEYWORD_MAX_LENGTH } from '@tubesphere/shared/contract/trending';
import { isOneOf, TRENDING_REGIONS, type TrendingRegion } from '@tubesphere/shared/domain/rankings';
import { useSearchParams } from 'react-router';

export type TrendingTab = 'trending' | 'keyword';

export interface TrendingParams {
  region: TrendingRegion;
  tab: TrendingTab;
  q: string;
}

/** Region, tab and keyword live in the URL, so a result can be shared and survives reloads. */
export function useTrendingParams(): [TrendingParams, (next: Partial<TrendingParams>) => void] {
  const [params, setParams] = useSearchParams();
  const region = params.get('region')?.toUpperCase();
  const current: TrendingParams = {
    region: isOneOf(TRENDING_REGIONS, region) ? region : 'KR',
    tab: params.get('tab') === 'keyword' ? 'keyword' : 'trending',
    q: (params.get('q') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH),
  };
  const update = (next: Partial<TrendingParams>) => {
    const merged = { ...current, ...next };
    const out = new URLSearchParams();
    if (merged.region !== 'KR') out.set('region', merged.region);
    if (merged.tab === 'keyword') out.set('tab', 'keyword');
    // The keyword stays while browsing trending, so switching back shows the same results.
    if (merged.q) out.set('q', merged.q);
    setParams(out, { replace: true });
  };
  return [current, update];
}
