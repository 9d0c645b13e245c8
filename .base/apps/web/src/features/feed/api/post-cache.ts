import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { PostDetailResponse } from '@tubesphere/shared/contract/feed';
import type { Post } from '@tubesphere/shared/contract/posts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { FeedData } from './get-feed.ts';

/** Every cached detail of one post, whoever viewed it: ['post', 'detail', postId, …]. */
const detailPrefix = (postId: string) => queryKeys.post.detail(postId, null).slice(0, 3);

const isFeedData = (data: unknown): data is FeedData =>
  typeof data === 'object' && data !== null && Array.isArray((data as FeedData).pages);

/**
 * One post changes (a reaction, a comment): every feed page and detail view holding it shows
 * the change at once, so feed and detail never disagree (spec §4 like/dislike).
 */
export function updatePostInCaches(queryClient: QueryClient, postId: string, update: (post: Post) => Post): void {
  queryClient.setQueriesData<FeedData>({ queryKey: queryKeys.feed.all }, (data) =>
    isFeedData(data)
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: {
              ...page.data,
              posts: page.data.posts.map((post) => (post.postId === postId ? update(post) : post)),
            },
          })),
        }
      : data,
  );
  queryClient.setQueriesData<PostDetailResponse>({ queryKey: detailPrefix(postId) }, (data) =>
    data ? { ...data, post: update(data.post) } : data,
  );
}

export type PostCacheSnapshot = [QueryKey, unknown][];

/** What the caches held before an optimistic change, to put back if the server refuses it. */
export async function snapshotPostCaches(queryClient: QueryClient, postId: string): Promise<PostCacheSnapshot> {
  await queryClient.cancelQueries({ queryKey: queryKeys.feed.all });
  await queryClient.cancelQueries({ queryKey: detailPrefix(postId) });
  return [
    ...queryClient.getQueriesData({ queryKey: queryKeys.feed.all }),
    ...queryClient.getQueriesData({ queryKey: detailPrefix(postId) }),
  ];
}

export function restorePostCaches(queryClient: QueryClient, snapshot: PostCacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
