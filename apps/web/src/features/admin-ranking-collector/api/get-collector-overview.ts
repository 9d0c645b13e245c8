import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { COLLECTOR_MESSAGES, type CollectorOverviewResponse } from '@tubesphere/shared/contract/ranking-collector';
import { apiRequest } from '../../../lib/api-client.ts';

export const collectorKeys = {
  all: ['admin', 'ranking-collector'] as const,
  page: (page: number) => ['admin', 'ranking-collector', page] as const,
};

export const fetchCollectorOverview = (page: number, signal?: AbortSignal) =>
  apiRequest<CollectorOverviewResponse>('/api/admin/ranking-collector', {
    query: { page },
    fallbackError: COLLECTOR_MESSAGES.loadFailed,
    signal,
  });

/** The runs, settings and today's spending; asked again every 2 s while a run is going. */
export const collectorOverviewQueryOptions = (page: number) =>
  queryOptions({
    queryKey: collectorKeys.page(page),
    queryFn: ({ signal }) => fetchCollectorOverview(page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.running ? 2000 : false),
  });

export const useCollectorOverview = (page: number) => useQuery(collectorOverviewQueryOptions(page));
