import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaylistResponse } from '@tubesphere/shared/contract/playlists';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getPlaylist = (playlistId: string, signal?: AbortSignal) =>
  apiRequest<PlaylistResponse>(`/api/playlists/${encodeURIComponent(playlistId)}`, {
    fallbackError: ko.playlists.loadFailed,
    signal,
  });

export const playlistQueryOptions = (playlistId: string, userId: string | null) =>
  queryOptions({
    queryKey: ['playlists', playlistId, userId] as const,
    queryFn: ({ signal }) => getPlaylist(playlistId, signal),
    staleTime: 30_000,
  });

export const usePlaylist = (playlistId: string, userId: string | null) =>
  useQuery(playlistQueryOptions(playlistId, userId));
