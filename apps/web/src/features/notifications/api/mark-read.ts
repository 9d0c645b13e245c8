import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadBody, MarkReadResponse } from '@tubesphere/shared/contract/notifications';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import {
  markReadInList,
  type ReadSnapshot,
  restoreReadState,
  snapshotReadState,
  unreadAmong,
} from '../utils/notification-cache.ts';
import { notificationKeys } from './keys.ts';

export const markRead = (body: MarkReadBody) =>
  apiRequest<MarkReadResponse>('/api/notifications/read', {
    method: 'POST',
    body,
    fallbackError: ko.notifications.markFailed,
  });

/**
 * Marks notifications read (some, or all): the dropdown, the page and the badge change at once
 * and are put back if the server refuses. The server's count is the last word.
 */
export function useMarkRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof markRead>>, Error, MarkReadBody, ReadSnapshot>({
    mutationFn: markRead,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all(userId) });
      const snapshot = snapshotReadState(queryClient, userId);
      const ids = body.all ? 'all' : (body.ids ?? []);
      const lowered =
        ids === 'all'
          ? (snapshot.unread ?? 0)
          : Math.max(...snapshot.lists.map(([, data]) => unreadAmong(data, ids)), 0);
      for (const [key, data] of snapshot.lists) if (data) queryClient.setQueryData(key, markReadInList(data, ids));
      if (snapshot.unread !== undefined) {
        queryClient.setQueryData(notificationKeys.unread(userId), Math.max(0, snapshot.unread - lowered));
      }
      return snapshot;
    },
    onError: (_error, _body, snapshot) => {
      if (snapshot) restoreReadState(queryClient, userId, snapshot);
    },
    onSuccess: (result) => {
      queryClient.setQueryData(notificationKeys.unread(userId), result.unreadCount);
    },
  });
}
