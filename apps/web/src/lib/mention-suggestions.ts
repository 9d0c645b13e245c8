import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSearchResponse } from '@tubesphere/shared/contract/users';
import * as ko from '../i18n/ko/index.ts';
import { apiRequest } from './api-client.ts';

/** `postId` names the thread a comment is written in (its people come first); a post being written has none. */
export const searchUsers = (q: string, postId: string | undefined, signal?: AbortSignal) =>
  apiRequest<UserSearchResponse>('/api/users/search', {
    query: { q, postId },
    fallbackError: ko.engagement.mention.failed,
    signal,
    background: true,
  });

/** @ suggestions for what is typed after an @ (초성 too); the last list stays while the next loads. */
export const mentionSuggestionsOptions = (q: string, postId: string | undefined) =>
  queryOptions({
    queryKey: ['users', 'search', postId ?? null, q] as const,
    queryFn: ({ signal }) => searchUsers(q, postId, signal),
    staleTime: 30_000,
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });

export const useMentionSuggestions = (q: string, postId: string | undefined) =>
  useQuery(mentionSuggestionsOptions(q, postId));
