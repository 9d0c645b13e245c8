import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OembedResponse } from '@tubesphere/shared/contract/oembed';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/youtube/oembed: title and channel of a video, looked up by the server (docs/architecture.md#secrets). */
export const oembedQueryOptions = (videoId: string) =>
  queryOptions({
    queryKey: ['youtube', 'oembed', videoId] as const,
    queryFn: ({ signal }) =>
      apiRequest<OembedResponse>('/api/youtube/oembed', {
        query: { url: `https://www.youtube.com/watch?v=${videoId}` },
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    // Embed-info failures are ignored: the preview simply shows no title.
    retry: false,
  });

export const useOembed = (videoId: string | null) =>
  useQuery({ ...oembedQueryOptions(videoId ?? ''), enabled: videoId !== null });
