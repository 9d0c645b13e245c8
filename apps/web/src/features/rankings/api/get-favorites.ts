import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteKind, FavoritesResponse } from '@tubesphere/shared/contract/favorites';
import { useMemo } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../auth/index.ts';

export const favoritesKey = (userId: string) => ['favorites', userId] as const;

export const fetchFavorites = (signal?: AbortSignal) =>
  apiRequest<FavoritesResponse>('/api/favorites', { fallbackError: ko.rankings.favorites.loadFailed, signal });

export const favoritesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: favoritesKey(userId), queryFn: ({ signal }) => fetchFavorites(signal), staleTime: 60_000 });

/** The signed-in user's 즐겨찾기 (nothing is asked for guests). */
export function useFavorites() {
  const user = useCurrentUser();
  return useQuery({ ...favoritesQueryOptions(user?.user_id ?? ''), enabled: user !== null });
}

export const favoriteKey = (kind: FavoriteKind, id: string) => `${kind}:${id}`;

/** "Is this starred?" for every row of a page, from one request. */
export function useFavoriteSet(): ReadonlySet<string> {
  const { data } = useFavorites();
  return useMemo(() => toFavoriteSet(data), [data]);
}

export const toFavoriteSet = (data: FavoritesResponse | undefined): ReadonlySet<string> =>
  new Set((data?.favorites ?? []).map((favorite) => favoriteKey(favorite.kind, favorite.id)));
