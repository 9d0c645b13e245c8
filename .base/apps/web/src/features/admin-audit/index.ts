export { AdminAuditPage } from './components/admin-audit-page.tsx';
