// The admin page of the ranking collector; the router lazy-loads it by name.
export { AdminRankingCollectorPage } from './components/admin-ranking-collector-page.tsx';
