// /admin/dashboard.
export { AdminDashboardPage } from './components/admin-dashboard-page.tsx';
