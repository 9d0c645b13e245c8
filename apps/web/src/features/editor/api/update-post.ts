import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePostBody, UpdatePostResponse } from '@tubesphere/shared/contract/post-edit';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { updatePostInCaches } from '../../feed/index.ts';

export const updatePost = (postId: string, body: UpdatePostBody) =>
  apiRequest<UpdatePostResponse>(`/api/posts/${encodeURIComponent(postId)}`, {
    method: 'PATCH',
    body,
    fallbackError: ko.postEdit.failed,
  });

/**
 * The edited post replaces the old one wherever it is cached (feed pages, its detail view);
 * profiles and search results, which show it too, are refetched.
 */
export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePostBody) => updatePost(postId, body),
    onSuccess: ({ post }) => {
      updatePostInCaches(queryClient, postId, () => post);
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.search.all });
    },
  });
}
