import { readFeedOrder } from '@tubesphere/shared/domain/feed-url';
import { useSearchParams } from 'react-router';
import { DEFAULT_FEED_ORDER, type FeedOrder } from '../api/get-feed.ts';

/**
 * The feed order lives in the URL (?sort=hot, ?sort=top&period=day) so it survives reloads and
 * links; the server reads it the same way when it renders the first page.
 */
export function useFeedOrder(): [FeedOrder, (next: FeedOrder) => void] {
  const [params, setParams] = useSearchParams();
  const order = readFeedOrder(params);
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
