import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  CreateWatchPartyResponse,
  WatchPartyAction,
  WatchPartyChatMessage,
  WatchPartyPlayback,
  WatchPartyResponse,
} from '@tubesphere/shared/contract/watch-parties';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const t = ko.watchParty;
const base = (partyId: string) => `/api/watch-parties/${encodeURIComponent(partyId)}`;

export const watchPartyQueryOptions = (partyId: string, userId: string | null) =>
  queryOptions({
    queryKey: ['watch-parties', partyId, userId] as const,
    queryFn: ({ signal }) => apiRequest<WatchPartyResponse>(base(partyId), { fallbackError: t.loadFailed, signal }),
    // The stream keeps it current from here on.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const useWatchParty = (partyId: string, userId: string | null) =>
  useQuery(watchPartyQueryOptions(partyId, userId));

export const useStartParty = () =>
  useMutation({
    mutationFn: (source: { postId: string } | { playlistId: number }) =>
      apiRequest<CreateWatchPartyResponse>('/api/watch-parties', {
        method: 'POST',
        body: source,
        fallbackError: t.startFailed,
      }),
  });

export const controlParty = (partyId: string, action: WatchPartyAction, seconds?: number) =>
  apiRequest<WatchPartyPlayback>(`${base(partyId)}/control`, {
    method: 'POST',
    body: seconds === undefined ? { action } : { action, seconds: Math.max(0, Math.round(seconds)) },
    fallbackError: t.controlFailed,
  });

export const setAnyoneControls = (partyId: string, anyoneControls: boolean) =>
  apiRequest<WatchPartyPlayback>(base(partyId), {
    method: 'PATCH',
    body: { anyoneControls },
    fallbackError: t.settingsFailed,
  });

export const sendChat = (partyId: string, content: string) =>
  apiRequest<{ message: WatchPartyChatMessage }>(`${base(partyId)}/chat`, {
    method: 'POST',
    body: { content },
    fallbackError: t.sendFailed,
  });
