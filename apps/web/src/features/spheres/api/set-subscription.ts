import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SphereNotifyMode, SubscriptionResponse } from '@tubesphere/shared/contract/follows';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import {
  restoreSphereCaches,
  type SphereCacheSnapshot,
  snapshotSphereCaches,
  updateSphereInCaches,
} from '../../sphere-membership/index.ts';

interface SubscriptionVariables {
  sphereId: number;
  mode: SphereNotifyMode;
}

export const setSubscription = ({ sphereId, mode }: SubscriptionVariables) =>
  apiRequest<SubscriptionResponse>(`/api/spheres/${sphereId}/subscription`, {
    method: 'PUT',
    body: { mode },
    fallbackError: ko.engagement.subscription.failed,
  });

/** 새 글 알림 of a joined sphere, shown at once wherever the sphere is and put back if refused. */
export function useSetSubscription() {
  const queryClient = useQueryClient();
  return useMutation<SubscriptionResponse, Error, SubscriptionVariables, SphereCacheSnapshot>({
    mutationFn: setSubscription,
    onMutate: async ({ sphereId, mode }) => {
      const snapshot = await snapshotSphereCaches(queryClient);
      updateSphereInCaches(queryClient, sphereId, (sphere) => ({ ...sphere, notifyMode: mode }));
      return snapshot;
    },
    onError: (error, _variables, snapshot) => {
      if (snapshot) restoreSphereCaches(queryClient, snapshot);
      toast.error(errorMessage(error));
    },
  });
}
