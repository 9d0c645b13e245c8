import type { QueryClient } from '@tanstack/react-query';
import type { Comment } from '@tubesphere/shared/contract/comments';
import type { PostDetailResponse } from '@tubesphere/shared/contract/feed';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Every cached detail view of one post, whoever viewed it. */
const detailPrefix = (postId: string) => queryKeys.post.detail(postId, null).slice(0, 3);

/** Changes the comment list of every cached detail view of the post. */
export function updateCommentsInCaches(
  queryClient: QueryClient,
  postId: string,
  update: (comments: Comment[]) => Comment[],
): void {
  queryClient.setQueriesData<PostDetailResponse>({ queryKey: detailPrefix(postId) }, (data) =>
    data ? { ...data, comments: update(data.comments) } : data,
  );
}
