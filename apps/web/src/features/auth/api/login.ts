import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginBody } from '@tubesphere/shared/contract/auth';
import type { LoginResponse, TwoFactorLoginBody } from '@tubesphere/shared/contract/two-factor';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../store.ts';

export const login = (body: LoginBody) =>
  apiRequest<LoginResponse>('/api/auth/login', {
    method: 'POST',
    body,
    fallbackError: ko.auth.failed,
    credentialsCheck: true,
  });

/** The password step: a session, or `{ twoFactorRequired }` and the code step next. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      if ('user' in response) useAuthStore.getState().setUser(response.user);
    },
  });
}

/** POST /api/auth/login/2fa: the code (or a recovery code) completes the sign-in the cookie names. */
export function useLoginSecondFactor() {
  return useMutation({
    mutationFn: (body: TwoFactorLoginBody) =>
      apiRequest<AuthResponse>('/api/auth/login/2fa', {
        method: 'POST',
        body,
        fallbackError: ko.auth.failed,
        credentialsCheck: true,
      }),
    onSuccess: ({ user }) => useAuthStore.getState().setUser(user),
  });
}
