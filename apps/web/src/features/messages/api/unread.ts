// Apart from the rest of the 쪽지 API: every page's header reads the count, only /messages the rest.
import { useQuery } from '@tanstack/react-query';
import type { UnreadMessagesResponse } from '@tubesphere/shared/contract/messages';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { messageKeys } from './keys.ts';

/**
 * The envelope's count; the live stream's `message` events refresh it. Every reader of the count
 * (the phone's 알림 tab too) passes the same fetcher: a refresh runs whichever reader's options
 * the query holds last, so none may leave it without one.
 */
export const unreadMessagesQuery = (userId: string, enabled = true) => ({
  queryKey: messageKeys.unread(userId),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (
      await apiRequest<UnreadMessagesResponse>('/api/messages/unread-count', {
        signal,
        background: true,
        fallbackError: ko.messages.loadFailed,
      })
    ).unreadCount,
  staleTime: 60_000,
  enabled,
});

export const useUnreadMessages = (userId: string) => useQuery(unreadMessagesQuery(userId));
