// /admin/reports; the sanction dialog is shared with /admin/users.
export { AdminReportsPage } from './components/admin-reports-page.tsx';
export { type SanctionChoice, SanctionDialog } from './components/sanction-dialog.tsx';
