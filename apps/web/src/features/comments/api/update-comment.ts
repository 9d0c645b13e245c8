import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCommentResponse } from '@tubesphere/shared/contract/comments';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { updateCommentsInCaches } from './comment-cache.ts';

export const updateComment = (commentId: number, content: string) =>
  apiRequest<UpdateCommentResponse>(`/api/comments/${commentId}`, {
    method: 'PATCH',
    body: { content },
    fallbackError: ko.ownContent.editFailed,
  });

/** The author's new text replaces the old one in the thread (with its mentions and 수정됨); profiles refetch. */
export function useUpdateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: number; content: string }) => updateComment(commentId, content),
    onSuccess: ({ comment }) => {
      updateCommentsInCaches(queryClient, postId, (comments) =>
        comments.map((c) => (c.commentId === comment.commentId ? comment : c)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
    },
  });
}
