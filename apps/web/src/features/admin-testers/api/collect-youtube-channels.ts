import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { YoutubeChannelsResponse } from '@tubesphere/shared/contract/youtube';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { setYoutubeQuota } from './get-youtube-quota.ts';

/** GET /api/youtube/channels: collect channel statistics (saved for the ranking page). */
export const collectYoutubeChannels = (params: Record<string, string>): Promise<YoutubeChannelsResponse> =>
  apiRequest<YoutubeChannelsResponse>('/api/youtube/channels', {
    query: params,
    fallbackError: ko.adminTesters.common.channelApiFailed,
  });

export function useCollectYoutubeChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collectYoutubeChannels,
    onSuccess: (data) => setYoutubeQuota(queryClient, data.quota),
  });
}
