import { useMutation } from '@tanstack/react-query';
import type { AcceptedResponse, ChangeEmailBody } from '@tubesphere/shared/contract/accounts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/verify-email/resend: a new verification link (the older ones stop working). */
export const resendVerification = () =>
  apiRequest<AcceptedResponse>('/api/auth/verify-email/resend', {
    method: 'POST',
    fallbackError: ko.accounts.email.failed,
  });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });

/** POST /api/auth/email: a link to the new address; the change waits for it. */
export const requestEmailChange = (body: ChangeEmailBody) =>
  apiRequest<AcceptedResponse>('/api/auth/email', {
    method: 'POST',
    body,
    fallbackError: ko.accounts.email.failed,
  });

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
