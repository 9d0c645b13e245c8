import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowResponse } from '@tubesphere/shared/contract/follows';
import type { UserResponse } from '@tubesphere/shared/contract/users';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

interface FollowVariables {
  userId: string;
  follow: boolean;
}

export const setFollowing = ({ userId, follow }: FollowVariables) =>
  apiRequest<FollowResponse>(`/api/users/${encodeURIComponent(userId)}/follow`, {
    method: follow ? 'PUT' : 'DELETE',
    fallbackError: ko.engagement.follow.failed,
  });

type Profile = UserResponse | undefined;

/**
 * 팔로우 / 팔로잉 on a profile: the button and the follower count change at once and go back if
 * the server refuses; the server's counts replace the guess. The 팔로잉 feed refetches when shown.
 */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation<FollowResponse, Error, FollowVariables, Profile>({
    mutationFn: setFollowing,
    onMutate: async ({ userId, follow }) => {
      const key = queryKeys.users.profile(userId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<UserResponse>(key);
      if (before && before.user.isFollowing !== follow) {
        const followerCount = before.user.followerCount + (follow ? 1 : -1);
        queryClient.setQueryData<UserResponse>(key, { user: { ...before.user, isFollowing: follow, followerCount } });
      }
      return before;
    },
    onError: (error, { userId }, before) => {
      if (before) queryClient.setQueryData(queryKeys.users.profile(userId), before);
      toast.error(errorMessage(error));
    },
    onSuccess: (result, { userId }) => {
      const { followerCount, followingCount, isFollowing } = result;
      queryClient.setQueryData<Profile>(queryKeys.users.profile(userId), (data) =>
        data ? { user: { ...data.user, followerCount, followingCount, isFollowing } } : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.feed.all, refetchType: 'none' }),
  });
}
