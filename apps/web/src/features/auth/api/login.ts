import { useMutation } from '@tanstack/react-query';
import { authResponse, type LoginBody } from '@tubesphere/shared/contract/auth';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../store.ts';

export const login = (body: LoginBody) =>
  apiRequest('/api/auth/login', {
    method: 'POST',
    body,
    schema: authResponse,
    fallbackError: ko.auth.failed,
    credentialsCheck: true,
  });

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => useAuthStore.getState().setUser(user),
  });
}
