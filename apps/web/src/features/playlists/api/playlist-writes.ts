import type { CreatePlaylistBody, PlaylistResponse, UpdatePlaylistBody } from '@tubesphere/shared/contract/playlists';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const t = ko.playlists.edit;
const path = (playlistId: number | string) => `/api/playlists/${encodeURIComponent(String(playlistId))}`;

export const createPlaylist = (body: CreatePlaylistBody) =>
  apiRequest<PlaylistResponse>('/api/playlists', { method: 'POST', body, fallbackError: t.saveFailed });

export const updatePlaylist = (playlistId: number, body: Partial<UpdatePlaylistBody>) =>
  apiRequest<PlaylistResponse>(path(playlistId), { method: 'PATCH', body, fallbackError: t.saveFailed });

export const deletePlaylist = (playlistId: number) =>
  apiRequest<{ deleted: true }>(path(playlistId), { method: 'DELETE', fallbackError: t.deleteFailed });

export const addPlaylistItem = (playlistId: number, postId: string) =>
  apiRequest<PlaylistResponse>(`${path(playlistId)}/items`, {
    method: 'POST',
    body: { postId },
    fallbackError: t.itemFailed,
  });

export const removePlaylistItem = (playlistId: number, postId: string) =>
  apiRequest<PlaylistResponse>(`${path(playlistId)}/items/${encodeURIComponent(postId)}`, {
    method: 'DELETE',
    fallbackError: t.itemFailed,
  });

export const reorderPlaylist = (playlistId: number, postIds: string[]) =>
  apiRequest<PlaylistResponse>(`${path(playlistId)}/order`, {
    method: 'PUT',
    body: { postIds },
    fallbackError: t.orderFailed,
  });
