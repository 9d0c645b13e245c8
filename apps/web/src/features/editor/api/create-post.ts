import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePostBody, CreatePostResponse } from '@tubesphere/shared/contract/post-create';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { publishReward } from '../../../lib/reward-events.ts';

export const createPost = (body: CreatePostBody, fallbackError: string = ko.editor.createFailed) =>
  apiRequest<CreatePostResponse>('/api/posts/feed', { method: 'POST', body, fallbackError });

/**
 * Submitting a post (docs/product.md#write): the feed is marked stale and the server's reward (10 drops, 15 plant
 * experience) reaches the profile card and companion widget through the reward events.
 */
export function useCreatePost(fallbackError?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePostBody) => createPost(body, fallbackError),
    onSuccess: (response) => {
      publishReward(response.reward);
      void queryClient.invalidateQueries({ queryKey: queryKeys.feed.all });
      // The first plant grew too (garden card, character page).
      void queryClient.invalidateQueries({ queryKey: ['garden'] });
    },
  });
}
