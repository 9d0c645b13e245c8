export { AdminQueryPage } from './components/admin-query-page.tsx';
