import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENT_MESSAGES, type CreateCommentResponse } from '@tubesphere/shared/contract/comments';
import type { PostDetailResponse } from '@tubesphere/shared/contract/feed';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { publishReward } from '../../../lib/reward-events.ts';
import { updatePostInCaches } from '../../feed/index.ts';

interface CreateCommentVariables {
  content: string;
  parentCommentId: number | null;
  /** 지금 장면에 댓글: the player's second when the comment was written. */
  videoSeconds?: number | null;
}

export const createComment = (
  postId: string,
  userId: string,
  { content, parentCommentId, videoSeconds = null }: CreateCommentVariables,
) =>
  apiRequest<CreateCommentResponse>(`/api/posts/${encodeURIComponent(postId)}/comments`, {
    method: 'POST',
    body: { userId, postId, content, parentCommentId, ...(videoSeconds !== null ? { videoSeconds } : {}) },
    fallbackError: COMMENT_MESSAGES.failed,
  });

/**
 * A new comment (docs/product.md#comments): it appears in the post's list at once and the count becomes the
 * server's (+1) in the detail view and in every feed page that shows the post.
 */
export function useCreateComment(postId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: CreateCommentVariables) => createComment(postId, userId, variables),
    onSuccess: (result) => {
      queryClient.setQueriesData<PostDetailResponse>(
        { queryKey: queryKeys.post.detail(postId, null).slice(0, 3) },
        (data) =>
          data && !data.comments.some((c) => c.commentId === result.comment.commentId)
            ? { ...data, comments: [...data.comments, result.comment] }
            : data,
      );
      updatePostInCaches(queryClient, postId, (post) => ({ ...post, commentCount: result.commentCount }));
      publishReward(result.reward);
    },
  });
}
