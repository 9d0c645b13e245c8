import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast-store.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { adminPostKeys } from './admin-post-keys.ts';

/**
 * What every moderation call on this page shares: a toast either way, and afterwards the admin
 * lists, counts, details and comments reload with the public feed (a post left or came back).
 */
export function useModerationMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  done: (result: R, variables: V) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, variables) => toast.success(done(result, variables)),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminPostKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.feed.all });
    },
  });
}
