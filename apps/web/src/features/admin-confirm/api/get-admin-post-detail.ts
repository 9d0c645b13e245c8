import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPostDetailResponse } from '@tubesphere/shared/contract/admin-posts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminPostKeys } from './admin-post-keys.ts';

export const adminPostDetailQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: adminPostKeys.detail(postId),
    queryFn: async ({ signal }) => {
      const { post, mentions } = await apiRequest<AdminPostDetailResponse>(
        `/api/admin/posts/${encodeURIComponent(postId)}/detail`,
        { fallbackError: ko.adminConfirm.detailFailed, signal },
      );
      return { post, mentions };
    },
  });

export const useAdminPostDetail = (postId: string) => useQuery(adminPostDetailQueryOptions(postId));
