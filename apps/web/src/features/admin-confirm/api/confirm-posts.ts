import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPostListResponse, ConfirmPostsResponse } from '@tubesphere/shared/contract/admin-posts';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { adminPostKeys } from './admin-post-keys.ts';

const t = ko.adminConfirm;

export const confirmPosts = (postIds: string[]) =>
  apiRequest<ConfirmPostsResponse>('/api/admin/posts/confirm', {
    method: 'POST',
    // The original call sends one postId; a selection goes as postIds.
    body: postIds.length === 1 ? { postId: postIds[0] } : { postIds },
    fallbackError: t.confirmFailed,
  });

type ListData = InfiniteData<AdminPostListResponse, number>;

/**
 * Confirmation (docs/product.md#admin-confirm): the cards leave 미확정 at once (and read 확정됨 in 전체); on
 * failure they come back. Afterwards every admin list, the counts and the public feed reload.
 */
export function useConfirmPosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPosts,
    onMutate: async (postIds) => {
      await queryClient.cancelQueries({ queryKey: adminPostKeys.lists() });
      const snapshot = queryClient.getQueriesData<ListData>({ queryKey: adminPostKeys.lists() });
      const ids = new Set(postIds);
      for (const [key, data] of snapshot) {
        if (!data) continue;
        const status = key[3];
        queryClient.setQueryData<ListData>(key, {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            results:
              status === 'pending' || status === 'rejected'
                ? page.results.filter((post) => !ids.has(post.postId))
                : page.results.map((post) =>
                    ids.has(post.postId) ? { ...post, isConfirmed: true, moderation: null } : post,
                  ),
          })),
        });
      }
      return { snapshot };
    },
    onError: (error, _postIds, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toast.error(errorMessage(error));
    },
    onSuccess: (result) => {
      toast.success(result.postIds.length === 1 ? t.confirmedToast : t.confirmedManyToast(result.postIds.length));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminPostKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.feed.all });
    },
  });
}
