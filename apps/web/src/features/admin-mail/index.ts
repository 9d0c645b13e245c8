export { AdminMailPage } from './components/admin-mail-page.tsx';
