// /admin/users.
export { AdminUsersPage } from './components/admin-users-page.tsx';
