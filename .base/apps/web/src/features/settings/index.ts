// The settings feature: /settings, a page of sections (password, sessions, account deletion).
import { lazyNamed, suspended } from '../../lib/lazy-component.ts';

/** Loads when /settings is opened; the password rules' word list comes with it, not with every page. */
const LazySettingsPage = lazyNamed(() =>
  import('./components/settings-page.tsx').then((module) => module.SettingsPage),
);
export const SettingsPage = () => suspended(LazySettingsPage, {});
