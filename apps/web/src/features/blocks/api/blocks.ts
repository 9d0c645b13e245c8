import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockResponse, BlocksResponse } from '@tubesphere/shared/contract/user-blocks';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The members I blocked (first page), to show the profile's button in the right state. Asked only
 * once `enabled` (the button is pointed at or focused): a rendered profile hydrates without it.
 */
export function useMyBlocks(viewerId: string | null, enabled = true) {
  return useQuery({
    queryKey: queryKeys.blocks.mine(viewerId),
    queryFn: () => apiRequest<BlocksResponse>('/api/users/me/blocks?page=1', { fallbackError: ko.trust.block.failed }),
    enabled: enabled && viewerId !== null,
  });
}

/** One page of the members I blocked, for 설정 › 차단한 사용자. */
export function useBlockedPage(viewerId: string | null, page: number) {
  return useQuery({
    queryKey: queryKeys.blocks.page(viewerId, page),
    queryFn: () =>
      apiRequest<BlocksResponse>(`/api/users/me/blocks?page=${page}`, { fallbackError: ko.trust.block.listFailed }),
    enabled: viewerId !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Blocks or unblocks; what a block changes — feeds, search, comment threads, profiles — is
 * fetched again.
 */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) =>
      apiRequest<BlockResponse>(`/api/users/${encodeURIComponent(userId)}/block`, {
        method: blocked ? 'POST' : 'DELETE',
        fallbackError: ko.trust.block.failed,
      }),
    onSuccess: () => {
      for (const key of [['blocks'], queryKeys.feed.all, queryKeys.post.all, queryKeys.search.all, ['spheres']]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
