import {
  CONTENT_CATEGORIES,
  type ContentCategory,
  TIMING_CATEGORIES,
  type TimingCategory,
} from '../contract/categories.ts';
import { FEED_PERIODS, FEED_SORTS, type FeedPeriod, type FeedSort } from '../contract/feed.ts';

/**
 * How a feed's address (`/?sort=top&period=day&timing=commute`) reads, for the browser's feed
 * and for the server that renders its first page: both must ask for the same page, or the page
 * the server sent would not be the one the browser shows.
 */
export interface FeedOrder {
  sort: FeedSort;
  period: FeedPeriod;
}

export interface FeedFilters {
  timing?: TimingCategory;
  content?: ContentCategory;
}

export const DEFAULT_FEED_ORDER: FeedOrder = { sort: 'new', period: 'week' };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

/** `sort` and `period` from the address; an unknown or missing value is the default. */
export function readFeedOrder(params: URLSearchParams): FeedOrder {
  return {
    sort: oneOf(FEED_SORTS, params.get('sort')) ?? DEFAULT_FEED_ORDER.sort,
    period: oneOf(FEED_PERIODS, params.get('period')) ?? DEFAULT_FEED_ORDER.period,
  };
}

/** The home feed's category filters (`?timing=commute&content=asmr`); unknown values are ignored. */
export function readFeedFilters(params: URLSearchParams): FeedFilters {
  return {
    timing: oneOf(TIMING_CATEGORIES, params.get('timing')),
    content: oneOf(CONTENT_CATEGORIES, params.get('content')),
  };
}
