import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMeBody, UpdateMeResponse } from '@tubesphere/shared/contract/users';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useAuthStore } from '../../auth/index.ts';

export const updateMyProfile = (body: UpdateMeBody) =>
  apiRequest<UpdateMeResponse>('/api/users/me', {
    method: 'PATCH',
    body,
    fallbackError: ko.profile.edit.saveFailed,
  });

/**
 * Name, bio and picture. The session's stored profile takes the answer at once (header, profile
 * card); everything that shows the author's name or picture — profiles, feed, posts, search — is
 * refetched.
 */
export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: ({ user }) => {
      useAuthStore.getState().setUser(user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.feed.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.post.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.search.all });
    },
  });
}
