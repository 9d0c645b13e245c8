import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserResponse } from '@tubesphere/shared/contract/users';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getUserProfile = (userId: string, signal?: AbortSignal) =>
  apiRequest<UserResponse>(`/api/users/${encodeURIComponent(userId)}`, {
    fallbackError: ko.profile.loadFailed,
    signal,
  });

/** A profile is the same for every viewer: one cache entry per person, fresh for a minute. */
export const userProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.users.profile(userId),
    queryFn: ({ signal }) => getUserProfile(userId, signal),
    staleTime: 60_000,
  });

export const useUserProfile = (userId: string) => useQuery(userProfileQueryOptions(userId));
