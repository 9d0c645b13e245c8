import type { ModeratePostsResponse } from '@tubesphere/shared/contract/moderation';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useModerationMutation } from './moderation-mutation.ts';

const t = ko.moderationAdmin.posts;

export const restorePost = (postId: string) =>
  apiRequest<ModeratePostsResponse>('/api/admin/posts/restore', {
    method: 'POST',
    body: { postId },
    fallbackError: t.failed,
  });

export const useRestorePost = () => useModerationMutation(restorePost, () => t.restored);
