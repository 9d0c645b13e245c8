import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactionResponse, ReactionType } from '@tubesphere/shared/contract/feed';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { publishReward } from '../../../lib/reward-events.ts';
import { applyReaction } from '../utils/apply-reaction.ts';
import { type PostCacheSnapshot, restorePostCaches, snapshotPostCaches, updatePostInCaches } from './post-cache.ts';

interface ToggleVariables {
  postId: string;
  type: ReactionType;
}

export const toggleReaction = ({ postId, type }: ToggleVariables) =>
  apiRequest<ReactionResponse>(`/api/posts/${encodeURIComponent(postId)}/like`, {
    method: 'POST',
    body: { type },
    fallbackError: type === 'like' ? ko.feed.reactions.likeFailed : ko.feed.reactions.dislikeFailed,
  });

/**
 * Like/dislike, shown at once in every feed page and detail view and put back if the server
 * refuses. Any like or dislike marks the feed cache stale (refetched on next visit).
 */
export function useToggleReaction() {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof toggleReaction>>, Error, ToggleVariables, PostCacheSnapshot>({
    mutationFn: toggleReaction,
    onMutate: async ({ postId, type }) => {
      const snapshot = await snapshotPostCaches(queryClient, postId);
      updatePostInCaches(queryClient, postId, (post) => applyReaction(post, type));
      return snapshot;
    },
    onError: (error, _variables, snapshot) => {
      if (snapshot) restorePostCaches(queryClient, snapshot);
      // The button went back; say why (too many clicks, a post gone, signed out elsewhere).
      toast.error(errorMessage(error));
    },
    onSuccess: (result, { postId }) => {
      updatePostInCaches(queryClient, postId, (post) => ({
        ...post,
        likeCount: result.likes,
        dislikeCount: result.dislikes,
        isLiked: result.isLiked,
        isDisliked: result.isDisliked,
      }));
      publishReward(result.reward);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.feed.all, refetchType: 'none' }),
  });
}
