import type { ModeratePostsResponse } from '@tubesphere/shared/contract/moderation';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useModerationMutation } from './moderation-mutation.ts';

const t = ko.moderationAdmin.posts;

export const hidePost = ({ postId, reason }: { postId: string; reason: string }) =>
  apiRequest<ModeratePostsResponse>('/api/admin/posts/hide', {
    method: 'POST',
    body: { postId, reason },
    fallbackError: t.failed,
  });

export const useHidePost = () => useModerationMutation(hidePost, () => t.hidden);
