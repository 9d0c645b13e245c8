import type { AdminPostStatus } from '@tubesphere/shared/contract/admin-posts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Everything under queryKeys.admin.posts, so one invalidation refreshes lists, counts and detail. */
export const adminPostKeys = {
  all: queryKeys.admin.posts,
  lists: () => [...queryKeys.admin.posts, 'list'] as const,
  list: (status: AdminPostStatus, q: string) => [...queryKeys.admin.posts, 'list', status, q] as const,
  counts: (q: string) => [...queryKeys.admin.posts, 'counts', q] as const,
  detail: (postId: string) => [...queryKeys.admin.posts, 'detail', postId] as const,
  comments: (postId: string) => [...queryKeys.admin.posts, 'comments', postId] as const,
};

/** Spec §9: admin lists load 20 at a time. */
export const ADMIN_PAGE_SIZE = 20;
