import { FEED_PERIODS, FEED_SORTS, type FeedPeriod, type FeedSort } from '@tubesphere/shared/contract/feed';
import { useSearchParams } from 'react-router';
import { DEFAULT_FEED_ORDER, type FeedOrder } from '../api/get-feed.ts';

const isSort = (value: string | null): value is FeedSort => (FEED_SORTS as readonly (string | null)[]).includes(value);
const isPeriod = (value: string | null): value is FeedPeriod =>
  (FEED_PERIODS as readonly (string | null)[]).includes(value);

/** The feed order lives in the URL (?sort=hot, ?sort=top&period=day) so it survives reloads and links. */
export function useFeedOrder(): [FeedOrder, (next: FeedOrder) => void] {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort');
  const period = params.get('period');
  const order: FeedOrder = {
    sort: isSort(sort) ? sort : DEFAULT_FEED_ORDER.sort,
    period: isPeriod(period) ? period : DEFAULT_FEED_ORDER.period,
  };
  const setOrder = (next: FeedOrder) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      if (next.sort === DEFAULT_FEED_ORDER.sort) updated.delete('sort');
      else updated.set('sort', next.sort);
      if (next.sort === 'top') updated.set('period', next.period);
      else updated.delete('period');
      return updated;
    });
  return [order, setOrder];
}
