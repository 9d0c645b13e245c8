import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCommentsResponse } from '@tubesphere/shared/contract/admin-posts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminPostKeys } from './admin-post-keys.ts';

export const adminPostCommentsQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: adminPostKeys.comments(postId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<AdminCommentsResponse>(`/api/admin/posts/${encodeURIComponent(postId)}/comments`, {
          fallbackError: ko.adminConfirm.commentsFailed,
          signal,
        })
      ).comments,
  });

export const useAdminPostComments = (postId: string, enabled = true) =>
  useQuery({ ...adminPostCommentsQueryOptions(postId), enabled });
