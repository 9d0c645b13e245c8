import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { NotificationListResponse } from '@tubesphere/shared/contract/notifications';
import { notificationKeys } from '../api/keys.ts';

type ListData = NotificationListResponse | InfiniteData<NotificationListResponse>;

const isInfinite = (data: ListData): data is InfiniteData<NotificationListResponse> => 'pages' in data;

/** Marks the given ids (or every notification) read in one cached list, single page or paged. */
export function markReadInList(data: ListData, ids: number[] | 'all'): ListData {
  const wanted = ids === 'all' ? null : new Set(ids);
  const page = (list: NotificationListResponse): NotificationListResponse => ({
    ...list,
    notifications: list.notifications.map((item) =>
      wanted === null || wanted.has(item.id) ? { ...item, read: true } : item,
    ),
  });
  return isInfinite(data) ? { ...data, pages: data.pages.map(page) } : page(data);
}

/** How many of `ids` a cached list still shows as unread (to lower the badge at once). */
export function unreadAmong(data: ListData | undefined, ids: number[]): number {
  if (!data) return 0;
  const lists = isInfinite(data) ? data.pages : [data];
  const unread = new Set<number>();
  for (const list of lists)
    for (const item of list.notifications) if (!item.read && ids.includes(item.id)) unread.add(item.id);
  return unread.size;
}

export interface ReadSnapshot {
  lists: [readonly unknown[], ListData | undefined][];
  unread: number | undefined;
}

export function snapshotReadState(queryClient: QueryClient, userId: string): ReadSnapshot {
  return {
    lists: queryClient.getQueriesData<ListData>({ queryKey: notificationKeys.lists(userId) }),
    unread: queryClient.getQueryData<number>(notificationKeys.unread(userId)),
  };
}

export function restoreReadState(queryClient: QueryClient, userId: string, snapshot: ReadSnapshot): void {
  for (const [key, data] of snapshot.lists) queryClient.setQueryData(key, data);
  queryClient.setQueryData(notificationKeys.unread(userId), snapshot.unread);
}
