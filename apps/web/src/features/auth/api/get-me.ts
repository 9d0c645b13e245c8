import type { MeResponse } from '@tubesphere/shared/contract/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../store.ts';

export const fetchMe = () => apiRequest<MeResponse>('/api/auth/me');

/** Re-reads the profile from the server (after rewards, on load) and stores it. */
export async function refreshProfile(): Promise<void> {
  try {
    const { user } = await fetchMe();
    useAuthStore.getState().setUser(user);
  } finally {
    useAuthStore.getState().markReady();
  }
}
