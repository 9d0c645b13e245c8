import type { ModerateCommentResponse } from '@tubesphere/shared/contract/moderation';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useModerationMutation } from './moderation-mutation.ts';

const t = ko.moderationAdmin.comments;

export type CommentAction = 'hide' | 'restore' | 'delete';

/** POST /api/admin/comments/{hide,restore,delete}: one call, three verbs of the same shape. */
export const moderateComment = ({
  action,
  commentId,
  reason,
}: {
  action: CommentAction;
  commentId: string;
  reason?: string;
}) =>
  apiRequest<ModerateCommentResponse>(`/api/admin/comments/${action}`, {
    method: 'POST',
    body: action === 'restore' ? { commentId } : { commentId, reason },
    fallbackError: ko.moderationAdmin.posts.failed,
  });

const done: Record<CommentAction, string> = { hide: t.hidden, restore: t.restored, delete: t.deleted };

export const useModerateComment = () => useModerationMutation(moderateComment, (_result, { action }) => done[action]);
