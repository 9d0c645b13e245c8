import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, SignupBody } from '@tubesphere/shared/contract/auth';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../store.ts';

export const signup = (body: SignupBody) =>
  apiRequest<AuthResponse>('/api/auth/signup', {
    method: 'POST',
    body,
    fallbackError: ko.auth.failed,
    credentialsCheck: true,
  });

export function useSignup() {
  return useMutation({
    mutationFn: signup,
    onSuccess: ({ user }) => useAuthStore.getState().setUser(user),
  });
}
