import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MomentsResponse } from '@tubesphere/shared/contract/moments';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getPostMoments = (postId: string, signal?: AbortSignal) =>
  apiRequest<MomentsResponse>(`/api/posts/${encodeURIComponent(postId)}/moments`, {
    fallbackError: ko.video.moments.failed,
    signal,
  });

/** The strip under a post's player; a new comment invalidates it (comments/api/create-comment.ts). */
export const postMomentsQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: queryKeys.post.moments(postId),
    queryFn: ({ signal }) => getPostMoments(postId, signal),
    staleTime: 30_000,
  });

export const usePostMoments = (postId: string, enabled: boolean) =>
  useQuery({ ...postMomentsQueryOptions(postId), enabled });
