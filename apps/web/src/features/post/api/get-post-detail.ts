import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostDetailResponse } from '@tubesphere/shared/contract/feed';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getPostDetail = (postId: string, signal?: AbortSignal) =>
  apiRequest<PostDetailResponse>(`/api/posts/${encodeURIComponent(postId)}/detail`, {
    fallbackError: ko.post.loadFailed,
    signal,
  });

/**
 * The page loads the post by id and user on entry and clears it on leave — so no
 * cache time: a later visit shows fresh counts and comments (and counts as a view).
 */
export const postDetailQueryOptions = (postId: string, userId: string | null) =>
  queryOptions({
    queryKey: queryKeys.post.detail(postId, userId),
    queryFn: ({ signal }) => getPostDetail(postId, signal),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePostDetail = (postId: string, userId: string | null) =>
  useQuery(postDetailQueryOptions(postId, userId));
