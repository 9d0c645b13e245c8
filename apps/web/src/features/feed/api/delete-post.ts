import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletePostResponse } from '@tubesphere/shared/contract/post-edit';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { FeedData } from './get-feed.ts';

export const deletePost = (postId: string) =>
  apiRequest<DeletePostResponse>(`/api/posts/${encodeURIComponent(postId)}`, {
    method: 'DELETE',
    fallbackError: ko.ownContent.deleteFailed,
  });

/** Every list that may hold the post, in the shape of a feed page (the feed and profile posts). */
function dropFromLists(queryClient: QueryClient, postId: string) {
  const drop = (data: FeedData | undefined) =>
    data?.pages
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: { ...page.data, posts: page.data.posts.filter((post) => post.postId !== postId) },
          })),
        }
      : data;
  queryClient.setQueriesData<FeedData>({ queryKey: queryKeys.feed.all }, drop);
  queryClient.setQueriesData<FeedData>({ queryKey: queryKeys.users.all }, (data) =>
    // Only the posts tabs hold feed-shaped pages; profiles and comment tabs are left alone.
    data && Array.isArray(data.pages) && data.pages[0]?.data && 'posts' in data.pages[0].data ? drop(data) : data,
  );
}

/**
 * Deletes a post after the author (or an admin) confirmed it. It leaves every feed and profile
 * list at once; the feed, profiles (their counts) and search results are then refetched. Its
 * detail view keeps nothing in the cache once left (post/api/get-post-detail.ts).
 */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_result, postId) => {
      // Here rather than in the caller: the card that asked is gone once the lists drop the post.
      toast.success(ko.ownContent.postDeleted, 2000);
      dropFromLists(queryClient, postId);
      void queryClient.invalidateQueries({ queryKey: queryKeys.feed.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.search.all });
    },
    onError: (error) => toast.error(errorMessage(error) || ko.ownContent.deleteFailed),
  });
}
