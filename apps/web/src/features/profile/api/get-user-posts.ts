import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { USER_CONTENT_PAGE_SIZE, type UserPostsResponse } from '@tubesphere/shared/contract/users';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** As the feeds: however many 더 보기, the tab keeps this many pages of cards (이전 글 보기 goes back). */
export const USER_POSTS_MAX_PAGES = 5;

export const getUserPosts = (userId: string, page: number, signal?: AbortSignal) =>
  apiRequest<UserPostsResponse>(`/api/users/${encodeURIComponent(userId)}/posts`, {
    query: { page, limit: USER_CONTENT_PAGE_SIZE },
    fallbackError: ko.profile.postsFailed,
    signal,
  });

/** Keyed by viewer too: reactions, and the owner's pending posts on top, differ per viewer. */
export const userPostsQueryOptions = (userId: string, viewerId: string | null) =>
  infiniteQueryOptions({
    queryKey: queryKeys.users.posts(userId, viewerId),
    queryFn: ({ pageParam, signal }) => getUserPosts(userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: UserPostsResponse) =>
      last.data.pagination.hasMore ? last.data.pagination.page + 1 : undefined,
    getPreviousPageParam: (first: UserPostsResponse) =>
      first.data.pagination.page > 1 ? first.data.pagination.page - 1 : undefined,
    maxPages: USER_POSTS_MAX_PAGES,
    staleTime: 60_000,
  });

export const useUserPosts = (userId: string, viewerId: string | null) =>
  useInfiniteQuery(userPostsQueryOptions(userId, viewerId));
