import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { forgetThisDevice } from '../../push/index.ts';
import { useAuthStore } from '../store.ts';

/** This browser's push subscription goes first, while the session can still remove it. */
export const logout = async () => {
  await forgetThisDevice();
  return apiRequest('/api/auth/logout', { method: 'POST' });
};

/**
 * Forgets the session in this browser: guest state, every cached personal answer dropped. For
 * whatever ended the session on the server (log out, log out everywhere, account deletion).
 */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    useAuthStore.getState().endSession();
    queryClient.clear();
  }, [queryClient]);
}

/** Ends the session on the server, resets to guest and drops every cached personal answer. */
export function useLogout() {
  const forget = useForgetSession();
  return useMutation({
    mutationFn: logout,
    onSettled: forget,
  });
}
