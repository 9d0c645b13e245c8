import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ConversationsResponse,
  MarkConversationReadResponse,
  SendMessageResponse,
  ThreadResponse,
} from '@tubesphere/shared/contract/messages';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { messageKeys } from './keys.ts';

const t = ko.messages;

export const useConversations = (userId: string) =>
  useInfiniteQuery({
    queryKey: messageKeys.conversations(userId),
    queryFn: ({ signal, pageParam }) =>
      apiRequest<ConversationsResponse>('/api/messages', {
        signal,
        query: { page: pageParam },
        fallbackError: t.loadFailed,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
  });

/** A thread, newest page first; older pages are fetched by `before`. */
export const useThread = (userId: string, otherId: string) =>
  useInfiniteQuery({
    queryKey: messageKeys.thread(userId, otherId),
    queryFn: ({ signal, pageParam }) =>
      apiRequest<ThreadResponse>(`/api/messages/${encodeURIComponent(otherId)}`, {
        signal,
        query: { before: pageParam ?? undefined },
        fallbackError: t.loadFailed,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export function useSendMessage(userId: string, otherId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest<SendMessageResponse>('/api/messages', {
        method: 'POST',
        body: { toUserId: otherId, content },
        fallbackError: t.sendFailed,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.thread(userId, otherId) });
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations(userId) });
    },
  });
}

export function useMarkConversationRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherId: string) =>
      apiRequest<MarkConversationReadResponse>(`/api/messages/${encodeURIComponent(otherId)}/read`, {
        method: 'POST',
        fallbackError: t.loadFailed,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(messageKeys.unread(userId), answer.unreadCount);
      if (answer.updated > 0) void queryClient.invalidateQueries({ queryKey: messageKeys.conversations(userId) });
    },
  });
}
