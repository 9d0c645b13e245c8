import { useQuery } from '@tanstack/react-query';
import type { OAuthProvidersResponse } from '@tubesphere/shared/contract/oauth';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/auth/oauth/providers: which sign-in buttons this site offers. */
export const useOAuthProviders = () =>
  useQuery({
    queryKey: ['oauth', 'providers'] as const,
    queryFn: ({ signal }) => apiRequest<OAuthProvidersResponse>('/api/auth/oauth/providers', { signal }),
    staleTime: 5 * 60_000,
  });
