import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '@tubesphere/shared/contract/common';
import type { OAuthLinksResponse, OAuthProvider } from '@tubesphere/shared/contract/oauth';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const KEY = ['oauth', 'links'] as const;

/** GET /api/auth/oauth/links: the member's linked sign-ins and the ones the site offers. */
export const useLinkedAccounts = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiRequest<OAuthLinksResponse>('/api/auth/oauth/links', { fallbackError: ko.accounts.oauth.failed, signal }),
    staleTime: 0,
  });

/** DELETE /api/auth/oauth/:provider (never the last way in: the server refuses that one). */
export function useUnlinkAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (provider: OAuthProvider) =>
      apiRequest<SuccessResponse>(`/api/auth/oauth/${provider}`, {
        method: 'DELETE',
        fallbackError: ko.accounts.oauth.failed,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
