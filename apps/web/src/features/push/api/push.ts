import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PushDevicesResponse,
  PushPublicKeyResponse,
  PushSubscribeResponse,
  PushSubscriptionBody,
} from '@tubesphere/shared/contract/push';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const pushKeys = {
  devices: (userId: string) => ['push', userId, 'devices'] as const,
};

export const getPublicKey = () =>
  apiRequest<PushPublicKeyResponse>('/api/push/public-key', { fallbackError: ko.push.enableFailed });

export const useDevices = (userId: string) =>
  useQuery({
    queryKey: pushKeys.devices(userId),
    queryFn: ({ signal }) =>
      apiRequest<PushDevicesResponse>('/api/push/subscriptions', { signal, fallbackError: ko.push.devicesFailed }),
    select: (answer) => answer.devices,
  });

export const saveSubscription = (body: PushSubscriptionBody) =>
  apiRequest<PushSubscribeResponse>('/api/push/subscriptions', {
    method: 'POST',
    body,
    fallbackError: ko.push.enableFailed,
  });

export function useRemoveDevice(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpoint: string) =>
      apiRequest('/api/push/subscriptions', {
        method: 'DELETE',
        body: { endpoint },
        fallbackError: ko.push.removeFailed,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.devices(userId) }),
  });
}
