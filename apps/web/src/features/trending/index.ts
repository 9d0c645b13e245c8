// The trending page; the router lazy-loads TrendingPage by name.
export { TrendingPage } from './components/trending-page.tsx';
