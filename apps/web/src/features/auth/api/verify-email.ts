import { useMutation } from '@tanstack/react-query';
import type { VerifyEmailBody, VerifyEmailResponse } from '@tubesphere/shared/contract/accounts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshProfile } from './get-me.ts';

/** POST /api/auth/verify-email: confirms the address or completes a change of address. */
export const verifyEmail = (body: VerifyEmailBody) =>
  apiRequest<VerifyEmailResponse>('/api/auth/verify-email', {
    method: 'POST',
    body,
    fallbackError: ko.accounts.verify.failed,
  });

export const useVerifyEmail = () =>
  useMutation({
    mutationFn: verifyEmail,
    // A signed-in browser shows the new state at once (guests have no profile to refresh).
    onSuccess: () => refreshProfile().catch(() => {}),
  });
