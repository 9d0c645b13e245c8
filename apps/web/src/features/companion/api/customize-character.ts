import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomizeBody, CustomizeResponse } from '@tubesphere/shared/contract/character';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const customizeCharacter = (body: CustomizeBody) =>
  apiRequest<CustomizeResponse>('/api/character/customize', {
    method: 'POST',
    body,
    fallbackError: ko.character.saveFailed,
  });

/** Saves the look; the answer is the new profile, then the profile is reloaded (docs/product.md#companion). */
export function useCustomizeCharacter(userId: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.character.profile(userId);
  return useMutation({
    mutationFn: customizeCharacter,
    onSuccess: ({ success: _saved, ...profile }) => {
      queryClient.setQueryData(queryKey, profile);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
