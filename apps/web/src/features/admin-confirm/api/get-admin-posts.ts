import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminPostListResponse, AdminPostStatus } from '@tubesphere/shared/contract/admin-posts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_PAGE_SIZE, adminPostKeys } from './admin-post-keys.ts';

export const getAdminPosts = (status: AdminPostStatus, page: number, q: string, signal?: AbortSignal) =>
  apiRequest<AdminPostListResponse>(`/api/admin/posts/${status}`, {
    query: { page, limit: ADMIN_PAGE_SIZE, q },
    fallbackError: ko.adminConfirm.listFailed,
    signal,
  });

/** Admin lists: pages of 20 with hasMore; 더 많은 게시글 보기 fetches the next. */
export const adminPostsQueryOptions = (status: AdminPostStatus, q: string) =>
  infiniteQueryOptions({
    queryKey: adminPostKeys.list(status, q),
    queryFn: ({ pageParam, signal }) => getAdminPosts(status, pageParam, q, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
  });

export const useAdminPosts = (status: AdminPostStatus, q: string) =>
  useInfiniteQuery(adminPostsQueryOptions(status, q));
