import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteCommentResponse } from '@tubesphere/shared/contract/comments';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { restorePostCaches, snapshotPostCaches, updatePostInCaches } from '../../feed/index.ts';
import { applyCommentDelete } from '../utils/apply-comment-delete.ts';
import { updateCommentsInCaches } from './comment-cache.ts';

export const deleteComment = (commentId: number) =>
  apiRequest<DeleteCommentResponse>(`/api/comments/${commentId}`, {
    method: 'DELETE',
    fallbackError: ko.ownContent.deleteFailed,
  });

/**
 * Deletes a comment at once in the thread and the counts (a comment with replies turns into
 * 삭제된 댓글입니다.), and puts everything back if the server refuses. The server's count and
 * placeholder are what stays.
 */
export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onMutate: async (commentId: number) => {
      const snapshot = await snapshotPostCaches(queryClient, postId);
      updateCommentsInCaches(queryClient, postId, (comments) => applyCommentDelete(comments, commentId));
      updatePostInCaches(queryClient, postId, (post) => ({
        ...post,
        commentCount: Math.max(0, post.commentCount - 1),
      }));
      return snapshot;
    },
    onError: (error, _commentId, snapshot) => {
      if (snapshot) restorePostCaches(queryClient, snapshot);
      toast.error(errorMessage(error) || ko.ownContent.deleteFailed);
    },
    onSuccess: (result, commentId) => {
      updateCommentsInCaches(queryClient, postId, (comments) =>
        applyCommentDelete(comments, commentId, result.comment),
      );
      updatePostInCaches(queryClient, postId, (post) => ({ ...post, commentCount: result.commentCount }));
      toast.success(ko.ownContent.commentDeleted, 2000);
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
    },
  });
}
