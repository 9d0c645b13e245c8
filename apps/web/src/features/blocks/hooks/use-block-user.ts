import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useSetBlocked } from '../api/blocks.ts';

const t = ko.trust.block;

/**
 * 차단하기 from a ⋯ menu (a post's or a comment's): blocks at once and says so; blocking is
 * reversible (차단 해제 on the profile or in 설정 › 차단한 사용자), so it asks nothing first.
 */
export function useBlockUser() {
  const setBlocked = useSetBlocked();
  return (user: { userId: string; name: string }) =>
    setBlocked.mutate(
      { userId: user.userId, blocked: true },
      {
        onSuccess: () => toast.success(t.blockDone(user.name)),
        onError: (error) => toast.error(error instanceof Error ? error.message : t.failed),
      },
    );
}
