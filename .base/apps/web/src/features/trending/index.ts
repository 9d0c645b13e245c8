// Spec §2 Trending; the router lazy-loads TrendingPage by name.
export { TrendingPage } from './components/trending-page.tsx';
