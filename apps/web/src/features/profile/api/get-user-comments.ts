import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { USER_CONTENT_PAGE_SIZE, type UserCommentsResponse } from '@tubesphere/shared/contract/users';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** As the 게시글 tab: however many 더 보기, this many pages of comments (이전 댓글 보기 goes back). */
export const USER_COMMENTS_MAX_PAGES = 5;

export const getUserComments = (userId: string, page: number, signal?: AbortSignal) =>
  apiRequest<UserCommentsResponse>(`/api/users/${encodeURIComponent(userId)}/comments`, {
    query: { page, limit: USER_CONTENT_PAGE_SIZE },
    fallbackError: ko.profile.commentsFailed,
    signal,
  });

/** Keyed by viewer: comments under the viewer's own pending posts are theirs to see. */
export const userCommentsQueryOptions = (userId: string, viewerId: string | null) =>
  infiniteQueryOptions({
    queryKey: queryKeys.users.comments(userId, viewerId),
    queryFn: ({ pageParam, signal }) => getUserComments(userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: UserCommentsResponse) =>
      last.data.pagination.hasMore ? last.data.pagination.page + 1 : undefined,
    getPreviousPageParam: (first: UserCommentsResponse) =>
      first.data.pagination.page > 1 ? first.data.pagination.page - 1 : undefined,
    maxPages: USER_COMMENTS_MAX_PAGES,
    staleTime: 60_000,
  });

export const useUserComments = (userId: string, viewerId: string | null, enabled: boolean) =>
  useInfiniteQuery({ ...userCommentsQueryOptions(userId, viewerId), enabled });
