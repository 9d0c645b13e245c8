import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedQueriesResponse } from '@tubesphere/shared/contract/admin-query';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getSavedQueries = async (signal?: AbortSignal) =>
  (
    await apiRequest<SavedQueriesResponse>('/api/admin/query/saved', {
      fallbackError: ko.adminQuery.saved.loadFailed,
      signal,
    })
  ).queries;

export const savedQueriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.savedQueries, queryFn: ({ signal }) => getSavedQueries(signal) });

export const useSavedQueries = () => useQuery(savedQueriesQueryOptions());
