import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../store.ts';

export const logout = () => apiRequest('/api/auth/logout', { method: 'POST' });

/** Ends the session on the server, resets to guest and drops every cached personal answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      useAuthStore.getState().setUser(null);
      queryClient.clear();
    },
  });
}
