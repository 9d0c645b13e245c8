export { AdminConfirmPage } from './components/admin-confirm-page.tsx';
export { AdminPostDetailPage } from './components/admin-post-detail-page.tsx';
