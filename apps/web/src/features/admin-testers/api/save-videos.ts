import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveVideoInput, SaveVideosResponse } from '@tubesphere/shared/contract/youtube';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface SaveVideosInput {
  endpoint: string;
  params: Record<string, string>;
  videos: SaveVideoInput[];
}

/** POST /api/youtube/save-videos (the fetch's endpoint and params ride in the query). */
export const saveVideos = ({ endpoint, params, videos }: SaveVideosInput): Promise<SaveVideosResponse> =>
  apiRequest<SaveVideosResponse>('/api/youtube/save-videos', {
    method: 'POST',
    query: { endpoint, ...params },
    body: { videos, params },
    fallbackError: ko.adminTesters.common.saveFailed,
  });

export function useSaveVideos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVideos,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.posts }),
  });
}
