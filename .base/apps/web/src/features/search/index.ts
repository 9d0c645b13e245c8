import type { ComponentProps } from 'react';
import { lazyNamed, suspended } from '../../lib/lazy-component.ts';

export { rememberSearch } from './hooks/use-recent-searches.ts';

/** Results load when a search is made: the home page's feed does not wait for them. */
const LazySearchResults = lazyNamed(() =>
  import('./components/search-results.tsx').then((module) => module.SearchResults),
);
export const SearchResults = (props: ComponentProps<typeof LazySearchResults>) => suspended(LazySearchResults, props);
