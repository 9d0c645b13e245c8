import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { NotificationListResponse } from '@tubesphere/shared/contract/notifications';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

/** How many the bell's dropdown shows, and how many a page of /notifications loads. */
export const LATEST_COUNT = 10;
export const PAGE_SIZE = 20;

export const getNotifications = (page: number, limit: number, signal?: AbortSignal) =>
  apiRequest<NotificationListResponse>('/api/notifications', {
    query: { page, limit },
    fallbackError: ko.notifications.loadFailed,
    signal,
  });

export const latestNotificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.latest(userId),
    queryFn: ({ signal }) => getNotifications(1, LATEST_COUNT, signal),
    staleTime: 15_000,
  });

/** The bell's dropdown: fetched when it opens, refreshed by live events. */
export const useLatestNotifications = (userId: string, enabled: boolean) =>
  useQuery({ ...latestNotificationsQueryOptions(userId), enabled });

export const notificationPagesQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.pages(userId),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last: NotificationListResponse) =>
      last.pagination.hasMore ? last.pagination.page + 1 : undefined,
    staleTime: 15_000,
  });

/** /notifications, page by page (더 보기). */
export const useNotificationPages = (userId: string) => useInfiniteQuery(notificationPagesQueryOptions(userId));
