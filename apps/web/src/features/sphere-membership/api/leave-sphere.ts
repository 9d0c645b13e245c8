import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaveSphereResponse } from '@tubesphere/shared/contract/spheres';
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

export const leaveSphere = (sphereId: number, userId: string) =>
  apiRequest<LeaveSphereResponse>(`/api/spheres/${sphereId}/leave`, {
    method: 'POST',
    body: { userId },
    fallbackError: ko.spheres.leaveFailed,
  });

interface Variables {
  sphereId: number;
  name: string;
}

/** Leaving: not a member and member count −1 at once everywhere, put back if refused. */
export function useLeaveSphere(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof leaveSphere>>, Error, Variables, SphereCacheSnapshot>({
    mutationFn: ({ sphereId }) => leaveSphere(sphereId, userId),
    onMutate: async ({ sphereId }) => {
      const snapshot = await snapshotSphereCaches(queryClient);
      updateSphereInCaches(queryClient, sphereId, (sphere) => withMembership(sphere, false));
      return snapshot;
    },
    onError: (error, _variables, snapshot) => {
      if (snapshot) restoreSphereCaches(queryClient, snapshot);
      toast.error(error.message || ko.spheres.leaveFailed);
    },
    onSuccess: (result, { name }) => {
      updateSphereInCaches(queryClient, result.sphereId, (sphere) => ({
        ...sphere,
        isJoined: false,
        memberCount: result.memberCount,
        role: null,
        joinedAt: null,
      }));
      toast.success(ko.spheres.leftToast(name));
    },
  });
}
