import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkMetadata, LinkPreviewResponse } from '@tubesphere/shared/contract/links';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/links/preview. `attempt` > 0 means the refresh button: the server skips
 * its cache. Each attempt is its own query, so a refresh never shows a stale failure.
 */
export const linkPreviewQueryOptions = (url: string, attempt: number) =>
  queryOptions({
    queryKey: ['links', 'preview', url, attempt] as const,
    queryFn: async ({ signal }): Promise<LinkMetadata> => {
      const response = await apiRequest<LinkPreviewResponse>('/api/links/preview', {
        method: 'POST',
        body: { url, refresh: attempt > 0 },
        fallbackError: ko.editor.link.failed,
        signal,
      });
      return response.metadata;
    },
    staleTime: 10 * 60 * 1000,
    retry: false,
  });

export function useLinkPreview(url: string | null, attempt: number) {
  return useQuery({ ...linkPreviewQueryOptions(url ?? '', attempt), enabled: url !== null });
}
