// 알림: the header's bell, the live stream, /notifications and the settings switches. Each part
// is a chunk of its own, loaded after the page has painted: nothing here delays a first screen.

import { type QueryClient, skipToken, useQuery } from '@tanstack/react-query';
import { createElement } from 'react';
import icon from '../../components/header-icon.module.css';
import { lazyNamed, optionalPiece, suspended } from '../../lib/lazy-component.ts';
import { useCurrentUser } from '../auth/index.ts';
import { notificationKeys } from './api/keys.ts';

const LazyBell = lazyNamed(() =>
  import('./components/notification-bell.tsx').then((module) => module.NotificationBell),
);

/**
 * The header's bell (signed in); its place is kept while it loads, so the header does not move.
 * If its chunk cannot be fetched (a deploy replaced it while this tab was open) the place stays
 * empty and the page goes on working; the next screen opened asks for a reload.
 */
export function NotificationBell() {
  const user = useCurrentUser();
  if (!user) return null;
  return optionalPiece(LazyBell, {}, createElement('span', { className: icon.slot }));
}

const LazyLive = lazyNamed(() =>
  import('./components/notification-live.tsx').then((module) => module.NotificationLive),
);

/** The tab's live stream while someone is signed in; renders nothing. */
export function NotificationLive() {
  const user = useCurrentUser();
  if (!user) return null;
  return optionalPiece(LazyLive, {});
}

/** The settings page's switches, with the settings page's own chunk. */
const LazyNotificationPreferences = lazyNamed(() =>
  import('./components/notification-preferences.tsx').then((module) => module.NotificationPreferences),
);
export const NotificationPreferences = (props: { userId: string; emailVerified: boolean }) =>
  suspended(LazyNotificationPreferences, props);

/** Loads when /notifications is opened. */
const LazyNotificationsPage = lazyNamed(() =>
  import('./components/notifications-page.tsx').then((module) => module.NotificationsPage),
);
export const NotificationsPage = () => suspended(LazyNotificationsPage, {});

/** A mail's 수신 거부 link: loads when opened. */
const LazyUnsubscribePage = lazyNamed(() =>
  import('./components/unsubscribe-page.tsx').then((module) => module.UnsubscribePage),
);
export const UnsubscribePage = () => suspended(LazyUnsubscribePage, {});

/** A server-rendered page's unread count, where the bell's query looks for it. */
export const seedUnreadCount = (queryClient: QueryClient, userId: string, count: number) =>
  queryClient.setQueryData(notificationKeys.unread(userId), count);

/**
 * The unread count as far as this tab knows it (the bell's query, kept live by the stream), for
 * the phone's 알림 tab; 0 until known. Never fetches: the bell and the stream do that.
 */
export function useKnownUnreadCount(userId: string | null): number {
  const { data } = useQuery({ queryKey: notificationKeys.unread(userId ?? ''), queryFn: skipToken });
  return userId && typeof data === 'number' ? data : 0;
}
export { badgeText } from './utils/badge-text.ts';
