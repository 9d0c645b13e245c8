import { type FeedFilters, readFeedFilters } from '@tubesphere/shared/domain/feed-url';
import { useSearchParams } from 'react-router';

export type CategoryGroup = 'timing' | 'content';
// Read the same way by the server that renders the home page's first feed page.
export { type FeedFilters, readFeedFilters };

/**
 * The query string after choosing a category: it replaces the group's current one, or clears it
 * when it was the one chosen; the sort stays, a search gives way (results are not filtered).
 */
export function filterSearch(current: URLSearchParams, group: CategoryGroup, id: string | null): string {
  const next = new URLSearchParams(current);
  next.delete('q');
  if (id === null || next.get(group) === id) next.delete(group);
  else next.set(group, id);
  const text = next.toString();
  return text ? `?${text}` : '';
}

export function useFeedFilters() {
  const [params] = useSearchParams();
  return {
    filters: readFeedFilters(params),
    /** `/` plus the query string that toggles `id` in `group` (null clears the group). */
    hrefFor: (group: CategoryGroup, id: string | null) => `/${filterSearch(params, group, id)}`,
  };
}
