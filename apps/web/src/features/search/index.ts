export { SearchResults } from './components/search-results.tsx';
export { rememberSearch } from './hooks/use-recent-searches.ts';
