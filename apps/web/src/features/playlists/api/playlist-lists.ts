import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PlaylistListResponse, SpherePlaylistListResponse } from '@tubesphere/shared/contract/playlists';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const nextPage = (last: { pagination: { page: number; hasMore: boolean } }) =>
  last.pagination.hasMore ? last.pagination.page + 1 : undefined;

/** A member's lists, 20 a page: public ones, and all of them when they ask for their own. */
export const userPlaylistsQueryOptions = (userId: string, viewerId: string | null) =>
  infiniteQueryOptions({
    queryKey: ['playlists', 'user', userId, viewerId] as const,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<PlaylistListResponse>(`/api/users/${encodeURIComponent(userId)}/playlists`, {
        query: { page: pageParam },
        fallbackError: ko.playlists.lists.loadFailed,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useUserPlaylists = (userId: string, viewerId: string | null) =>
  useInfiniteQuery(userPlaylistsQueryOptions(userId, viewerId));

/** A sphere's lists: public ones, and all of them for its editors (who may also make one). */
export const useSpherePlaylists = (sphereId: number, viewerId: string | null) =>
  useInfiniteQuery({
    queryKey: ['playlists', 'sphere', sphereId, viewerId] as const,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<SpherePlaylistListResponse>(`/api/spheres/${sphereId}/playlists`, {
        query: { page: pageParam },
        fallbackError: ko.playlists.lists.loadFailed,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** My lists, each saying whether it holds `postId` (the add-to-playlist dialog: its first 50). */
export const myPlaylistsForPostKey = (userId: string, postId: string) =>
  ['playlists', 'for-post', userId, postId] as const;

export const useMyPlaylistsForPost = (userId: string, postId: string) =>
  useQuery({
    queryKey: myPlaylistsForPostKey(userId, postId),
    queryFn: ({ signal }) =>
      apiRequest<PlaylistListResponse>(`/api/users/${encodeURIComponent(userId)}/playlists`, {
        query: { postId, limit: 50 },
        fallbackError: ko.playlists.lists.loadFailed,
        signal,
      }),
  });
