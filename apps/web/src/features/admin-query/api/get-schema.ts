import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaResponse } from '@tubesphere/shared/contract/admin-query';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getSchema = async (signal?: AbortSignal) =>
  (
    await apiRequest<SchemaResponse>('/api/admin/query/schema', {
      fallbackError: ko.adminQuery.schema.failed,
      signal,
    })
  ).tables;

/** The tables change only with a migration: fetched once per visit. */
export const schemaQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.schema,
    queryFn: ({ signal }) => getSchema(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSchema = () => useQuery(schemaQueryOptions());
