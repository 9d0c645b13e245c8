import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPostListResponse } from '@tubesphere/shared/contract/admin-posts';
import type { ModeratePostsResponse } from '@tubesphere/shared/contract/moderation';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { adminPostKeys } from './admin-post-keys.ts';

const t = ko.moderationAdmin.posts;

export const rejectPosts = ({ postIds, reason }: { postIds: string[]; reason: string }) =>
  apiRequest<ModeratePostsResponse>('/api/admin/posts/reject', {
    method: 'POST',
    body: postIds.length === 1 ? { postId: postIds[0], reason } : { postIds, reason },
    fallbackError: t.failed,
  });

type ListData = InfiniteData<AdminPostListResponse, number>;

/** 반려: the cards leave 미확정 at once and come back if the server refuses; then everything reloads. */
export function useRejectPosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPosts,
    onMutate: async ({ postIds }) => {
      await queryClient.cancelQueries({ queryKey: adminPostKeys.lists() });
      const snapshot = queryClient.getQueriesData<ListData>({ queryKey: adminPostKeys.lists() });
      const ids = new Set(postIds);
      for (const [key, data] of snapshot) {
        if (!data || key[3] !== 'pending') continue;
        queryClient.setQueryData<ListData>(key, {
          ...data,
          pages: data.pages.map((page) => ({ ...page, results: page.results.filter((post) => !ids.has(post.postId)) })),
        });
      }
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toast.error(errorMessage(error));
    },
    onSuccess: (result) => toast.success(t.rejected(result.postIds.length)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminPostKeys.all }),
  });
}
