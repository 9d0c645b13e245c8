import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CharacterProfileResponse } from '@tubesphere/shared/contract/character';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getCharacterProfile = (userId: string, signal?: AbortSignal) =>
  apiRequest<CharacterProfileResponse>('/api/character/profile', {
    query: { userId },
    fallbackError: ko.companion.fetchFailed,
    signal,
  });

export const characterProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.character.profile(userId),
    queryFn: ({ signal }) => getCharacterProfile(userId, signal),
  });

/** The signed-in user's companion: look, level, stats and the parts catalog with unlock state. */
export function useCharacterProfile(userId: string | null) {
  return useQuery({ ...characterProfileQueryOptions(userId ?? ''), enabled: userId !== null });
}
