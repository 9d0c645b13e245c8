import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginBody } from '@tubesphere/shared/contract/auth';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../store.ts';

export const login = (body: LoginBody) =>
  apiRequest<AuthResponse>('/api/auth/login', {
    method: 'POST',
    body,
    fallbackError: ko.auth.failed,
    credentialsCheck: true,
  });

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => useAuthStore.getState().setUser(user),
  });
}
