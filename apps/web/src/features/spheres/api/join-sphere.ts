import { useMutation, useQueryClient } from '@tanstack/react-query';
import { joinSphereResponse, type RecommendedSpheresResponse } from '@tubesphere/shared/contract/spheres';
import { toast } from '../../../components/toast-store.ts';
import { ko } from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { recommendedSpheresKey } from './get-recommended-spheres.ts';

export const joinSphere = (sphereId: number, userId: string) =>
  apiRequest(`/api/spheres/${sphereId}/join`, {
    method: 'POST',
    body: { userId },
    schema: joinSphereResponse,
    fallbackError: ko.spheres.joinFailed,
  });

/** Spec §4 sphere join: joined, member count +1 — written from the server's answer. */
export function useJoinSphere(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sphereId }: { sphereId: number; name: string }) => joinSphere(sphereId, userId),
    onSuccess: (result, { name }) => {
      queryClient.setQueryData<RecommendedSpheresResponse>(recommendedSpheresKey(userId), (data) =>
        data
          ? {
              ...data,
              data: {
                spheres: data.data.spheres.map((sphere) =>
                  sphere.id === result.sphereId
                    ? {
                        ...sphere,
                        isJoined: true,
                        memberCount: result.memberCount,
                        role: result.role,
                        joinedAt: result.joinedAt,
                      }
                    : sphere,
                ),
              },
            }
          : data,
      );
      toast.success(ko.spheres.joinedToast(name));
    },
    onError: (error) => toast.error(error.message || ko.spheres.joinFailed),
  });
}
