import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinSphereResponse } from '@tubesphere/shared/contract/spheres';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { withMembership } from '../utils/membership.ts';
import {
  restoreSphereCaches,
  type SphereCacheSnapshot,
  snapshotSphereCaches,
  updateSphereInCaches,
} from './sphere-cache.ts';

export const joinSphere = (sphereId: number, userId: string) =>
  apiRequest<JoinSphereResponse>(`/api/spheres/${sphereId}/join`, {
    method: 'POST',
    body: { userId },
    fallbackError: ko.spheres.joinFailed,
  });

interface Variables {
  sphereId: number;
  name: string;
}

/** Joining a sphere: joined and member count +1 at once everywhere, put back if refused. */
export function useJoinSphere(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof joinSphere>>, Error, Variables, SphereCacheSnapshot>({
    mutationFn: ({ sphereId }) => joinSphere(sphereId, userId),
    onMutate: async ({ sphereId }) => {
      const snapshot = await snapshotSphereCaches(queryClient);
      updateSphereInCaches(queryClient, sphereId, (sphere) => withMembership(sphere, true));
      return snapshot;
    },
    onError: (error, _variables, snapshot) => {
      if (snapshot) restoreSphereCaches(queryClient, snapshot);
      toast.error(error.message || ko.spheres.joinFailed);
    },
    onSuccess: (result, { name }) => {
      updateSphereInCaches(queryClient, result.sphereId, (sphere) => ({
        ...sphere,
        isJoined: true,
        memberCount: result.memberCount,
        role: result.role,
        joinedAt: result.joinedAt,
      }));
      toast.success(ko.spheres.joinedToast(name));
    },
  });
}
