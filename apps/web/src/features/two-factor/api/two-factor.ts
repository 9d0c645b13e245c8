import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '@tubesphere/shared/contract/common';
import type {
  TwoFactorDisableBody,
  TwoFactorEnableResponse,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@tubesphere/shared/contract/two-factor';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const TWO_FACTOR_KEY = ['auth', '2fa'] as const;
const fallbackError = ko.twoFactor.failed;

/** GET /api/auth/2fa: on or off, recovery codes left, and whether admins must have it. */
export const useTwoFactorStatus = (enabled = true) =>
  useQuery({
    queryKey: TWO_FACTOR_KEY,
    queryFn: ({ signal }) => apiRequest<TwoFactorStatus>('/api/auth/2fa', { fallbackError, signal }),
    staleTime: 0,
    enabled,
  });

/** POST /api/auth/2fa/setup: a new secret and its QR code (replaces one not yet enabled). */
export const useTwoFactorSetup = () =>
  useMutation({
    mutationFn: () => apiRequest<TwoFactorSetup>('/api/auth/2fa/setup', { method: 'POST', body: {}, fallbackError }),
  });

export function useTwoFactorEnable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<TwoFactorEnableResponse>('/api/auth/2fa/enable', { method: 'POST', body: { code }, fallbackError }),
    onSuccess: () => client.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}

export function useTwoFactorDisable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) =>
      apiRequest<SuccessResponse>('/api/auth/2fa/disable', { method: 'POST', body, fallbackError }),
    onSuccess: () => client.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}
