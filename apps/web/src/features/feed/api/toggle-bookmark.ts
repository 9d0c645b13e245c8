import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookmarkResponse } from '@tubesphere/shared/contract/bookmarks';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { type PostCacheSnapshot, restorePostCaches, snapshotPostCaches, updatePostInCaches } from './post-cache.ts';

interface BookmarkVariables {
  postId: string;
  save: boolean;
}

export const setBookmark = ({ postId, save }: BookmarkVariables) =>
  apiRequest<BookmarkResponse>(`/api/posts/${encodeURIComponent(postId)}/bookmark`, {
    method: save ? 'PUT' : 'DELETE',
    fallbackError: ko.engagement.bookmark.failed,
  });

/**
 * 스크랩, shown at once on every feed page and detail view holding the post and put back if the
 * server refuses; the saved list (a feed under `feed`) is refetched when next shown.
 */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation<BookmarkResponse, Error, BookmarkVariables, PostCacheSnapshot>({
    mutationFn: setBookmark,
    onMutate: async ({ postId, save }) => {
      const snapshot = await snapshotPostCaches(queryClient, postId);
      updatePostInCaches(queryClient, postId, (post) => ({ ...post, isBookmarked: save }));
      return snapshot;
    },
    onError: (error, _variables, snapshot) => {
      if (snapshot) restorePostCaches(queryClient, snapshot);
      toast.error(errorMessage(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['feed', 'list'], refetchType: 'none' }),
  });
}
