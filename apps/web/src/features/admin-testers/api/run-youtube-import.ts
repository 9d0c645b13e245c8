import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { YoutubeImportResponse } from '@tubesphere/shared/contract/youtube';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { setYoutubeQuota } from './get-youtube-quota.ts';

/**
 * /api/youtube/import: fetch and save as pending posts in one call. POSTed (the server
 * takes GET too) so the typed admin key never sits in a URL or an access log.
 */
export const runYoutubeImport = (params: Record<string, string>): Promise<YoutubeImportResponse> =>
  apiRequest<YoutubeImportResponse>('/api/youtube/import', {
    method: 'POST',
    body: params,
    fallbackError: ko.adminTesters.common.apiFailed,
  });

export function useRunYoutubeImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runYoutubeImport,
    onSuccess: (data) => {
      setYoutubeQuota(queryClient, data.quota);
      // New pending posts: the confirm lists are out of date.
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.posts });
    },
  });
}
