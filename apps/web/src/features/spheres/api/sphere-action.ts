import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiRequestOptions } from '../../../lib/api-client.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One staff write: where, how and what, and the message when the server gives none. */
export interface SphereActionRequest {
  path: string;
  method: NonNullable<ApiRequestOptions['method']>;
  body?: unknown;
  fallbackError: string;
}

export const runSphereAction = ({ path, method, body, fallbackError }: SphereActionRequest) =>
  apiRequest<{ success: true }>(path, { method, body, fallbackError });

/**
 * What a sphere's 운영진 do (edit, appoint, pin, hide, ban): each changes the sphere page (its
 * 공지, 운영진, 규칙), its feed or its queues, so all of those load again after it.
 */
export function useSphereAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSphereAction,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.spheres.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.feed.all }),
      ]),
  });
}
