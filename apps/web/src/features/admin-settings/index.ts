export { adminSettingsQueryOptions, toVisibility } from './api/get-admin-settings.ts';
export { AdminSettingsPage } from './components/admin-settings-page.tsx';
export { useHomeVisibility } from './hooks/use-home-visibility.ts';
