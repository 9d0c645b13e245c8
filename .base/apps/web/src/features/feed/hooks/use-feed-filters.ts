import {
  CONTENT_CATEGORIES,
  type ContentCategory,
  TIMING_CATEGORIES,
  type TimingCategory,
} from '@tubesphere/shared/contract/categories';
import { useSearchParams } from 'react-router';

export type CategoryGroup = 'timing' | 'content';

export interface FeedFilters {
  timing?: TimingCategory;
  content?: ContentCategory;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

/** The home feed's category filters, from the URL (`?timing=commute&content=asmr`); unknown values are ignored. */
export function readFeedFilters(params: URLSearchParams): FeedFilters {
  return {
    timing: oneOf(TIMING_CATEGORIES, params.get('timing')),
    content: oneOf(CONTENT_CATEGORIES, params.get('content')),
  };
}

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
