import { useQuery } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@tubesphere/shared/contract/notifications';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

export const getUnreadCount = (options: { signal?: AbortSignal; background?: boolean } = {}) =>
  apiRequest<UnreadCountResponse>('/api/notifications/unread-count', {
    fallbackError: ko.notifications.loadFailed,
    ...options,
  });

/**
 * The bell's badge. The live stream keeps it current (it sends the count when it opens and with
 * every change), so it is only fetched when the stream cannot be opened.
 */
export const useUnreadCount = (userId: string) =>
  useQuery({
    queryKey: notificationKeys.unread(userId),
    // Asked by the header on its own: an ended session is told by the next action, not by the bell.
    queryFn: async ({ signal }) => (await getUnreadCount({ signal, background: true })).unreadCount,
    staleTime: Number.POSITIVE_INFINITY,
  });
