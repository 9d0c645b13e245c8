import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DynamicResponse } from '@tubesphere/shared/contract/youtube-dynamic';
import type { YoutubeTesterEndpoint } from '@tubesphere/shared/domain/youtube-rules';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { setYoutubeQuota } from './get-youtube-quota.ts';

export interface DynamicInput {
  endpoint: YoutubeTesterEndpoint;
  params: Record<string, string>;
}

/**
 * GET /api/youtube/dynamic for the list testers; search has its own path,
 * GET /api/admin/YoutubeSearchApi.
 */
export const runYoutubeDynamic = ({ endpoint, params }: DynamicInput): Promise<DynamicResponse> =>
  endpoint === 'search'
    ? apiRequest<DynamicResponse>('/api/admin/YoutubeSearchApi', {
        query: params,
        fallbackError: ko.adminTesters.common.apiFailed,
      })
    : apiRequest<DynamicResponse>('/api/youtube/dynamic', {
        query: { endpoint, ...params },
        fallbackError: ko.adminTesters.common.apiFailed,
      });

export function useRunYoutubeDynamic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runYoutubeDynamic,
    onSuccess: (data) => setYoutubeQuota(queryClient, data.quota),
  });
}
