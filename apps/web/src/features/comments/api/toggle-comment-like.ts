import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentLikeResponse } from '@tubesphere/shared/contract/comments';
import type { PostDetailResponse } from '@tubesphere/shared/contract/feed';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

interface LikeVariables {
  postId: string;
  commentId: number;
  like: boolean;
}

export const setCommentLike = ({ commentId, like }: LikeVariables) =>
  apiRequest<CommentLikeResponse>(`/api/comments/${commentId}/like`, {
    method: like ? 'PUT' : 'DELETE',
    fallbackError: ko.engagement.commentLike.failed,
  });

const detailPrefix = (postId: string) => queryKeys.post.detail(postId, null).slice(0, 3);

/** The comment in the thread and among the 베스트, in every cached view of the post. */
function updateComment(
  queryClient: ReturnType<typeof useQueryClient>,
  postId: string,
  commentId: number,
  change: Pick<Comment, 'likeCount' | 'isLiked'>,
) {
  const apply = (list: Comment[]) => list.map((c) => (c.commentId === commentId ? { ...c, ...change } : c));
  queryClient.setQueriesData<PostDetailResponse>({ queryKey: detailPrefix(postId) }, (data) =>
    data ? { ...data, comments: apply(data.comments), bestComments: apply(data.bestComments ?? []) } : data,
  );
}

/** 댓글 좋아요: shown at once, put back if the server refuses, then the server's count. */
export function useToggleCommentLike() {
  const queryClient = useQueryClient();
  return useMutation<CommentLikeResponse, Error, LikeVariables, Pick<Comment, 'likeCount' | 'isLiked'>>({
    mutationFn: setCommentLike,
    onMutate: async ({ postId, commentId, like }) => {
      await queryClient.cancelQueries({ queryKey: detailPrefix(postId) });
      const cached = queryClient
        .getQueriesData<PostDetailResponse>({ queryKey: detailPrefix(postId) })
        .flatMap(([, data]) => data?.comments ?? [])
        .find((c) => c.commentId === commentId);
      const before = { likeCount: cached?.likeCount ?? 0, isLiked: cached?.isLiked ?? false };
      if (before.isLiked !== like) {
        updateComment(queryClient, postId, commentId, { likeCount: before.likeCount + (like ? 1 : -1), isLiked: like });
      }
      return before;
    },
    onError: (error, { postId, commentId }, before) => {
      if (before) updateComment(queryClient, postId, commentId, before);
      toast.error(errorMessage(error));
    },
    onSuccess: (result, { postId, commentId }) =>
      updateComment(queryClient, postId, commentId, { likeCount: result.likeCount, isLiked: result.isLiked }),
  });
}
