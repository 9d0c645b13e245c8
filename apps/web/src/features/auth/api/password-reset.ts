import { useMutation } from '@tanstack/react-query';
import type {
  AcceptedResponse,
  PasswordResetBody,
  PasswordResetConfirmBody,
} from '@tubesphere/shared/contract/accounts';
import type { AuthResponse } from '@tubesphere/shared/contract/auth';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../store.ts';

/** POST /api/auth/password-reset: the same answer whether or not the address has an account. */
export const requestPasswordReset = (body: PasswordResetBody) =>
  apiRequest<AcceptedResponse>('/api/auth/password-reset', {
    method: 'POST',
    body,
    fallbackError: ko.accounts.forgot.failed,
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

/** POST /api/auth/password-reset/confirm: the new password, and this browser is signed in. */
export const confirmPasswordReset = (body: PasswordResetConfirmBody) =>
  apiRequest<AuthResponse>('/api/auth/password-reset/confirm', {
    method: 'POST',
    body,
    fallbackError: ko.accounts.reset.failed,
  });

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: ({ user }) => useAuthStore.getState().setUser(user),
  });
}
