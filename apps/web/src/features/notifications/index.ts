// 알림: the header's bell, the live stream, /notifications and the settings switches.
import { lazyNamed, suspended } from '../../lib/lazy-component.ts';

export { NotificationBell } from './components/notification-bell.tsx';
export { NotificationLive } from './components/notification-live.tsx';
export { NotificationPreferences } from './components/notification-preferences.tsx';

/** Loads when /notifications is opened. */
const LazyNotificationsPage = lazyNamed(() =>
  import('./components/notifications-page.tsx').then((module) => module.NotificationsPage),
);
export const NotificationsPage = () => suspended(LazyNotificationsPage, {});
