import { lazyNamed, suspended } from '../../lib/lazy-component.ts';

export { seedHomeVisibility } from './api/home-visibility.ts';
export { useTwoFactorRequired } from './api/two-factor-required.ts';
export { useHomeVisibility } from './hooks/use-home-visibility.ts';

/** The settings screen is an admin's: home reads the visibility hook above without downloading it. */
const LazyAdminSettingsPage = lazyNamed(() =>
  import('./components/admin-settings-page.tsx').then((module) => module.AdminSettingsPage),
);
export const AdminSettingsPage = () => suspended(LazyAdminSettingsPage, {});
