import { queryOptions, useQuery } from '@tanstack/react-query';
import { oembedResponse } from '@tubesphere/shared/contract/oembed';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/youtube/oembed: title and channel of a video, looked up by the server (DESIGN §4.2). */
export const oembedQueryOptions = (videoId: string) =>
  queryOptions({
    queryKey: ['youtube', 'oembed', videoId] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/youtube/oembed', {
        query: { url: `https://www.youtube.com/watch?v=${videoId}` },
        schema: oembedResponse,
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    // Spec §7: embed-info failures are ignored; the preview simply shows no title.
    retry: false,
  });

export const useOembed = (videoId: string | null) =>
  useQuery({ ...oembedQueryOptions(videoId ?? ''), enabled: videoId !== null });
