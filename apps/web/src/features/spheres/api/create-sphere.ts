import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSphereBody, CreateSphereResponse } from '@tubesphere/shared/contract/sphere-staff';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const createSphere = (body: CreateSphereBody) =>
  apiRequest<CreateSphereResponse>('/api/spheres', {
    method: 'POST',
    body,
    fallbackError: ko.sphereStaff.create.failed,
  });

/** 스피어 만들기: the directory and the cards learn of it at once. */
export function useCreateSphere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSphere,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.spheres.all }),
  });
}
