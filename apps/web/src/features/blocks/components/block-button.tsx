import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useMyBlocks, useSetBlocked } from '../api/blocks.ts';

const t = ko.trust.block;

/**
 * 차단하기 / 차단 해제 on someone else's profile; they are never told. The viewer's block list is
 * asked for when the button is first pointed at or focused; blocking twice is harmless, so a
 * click before it arrives is safe.
 */
export function BlockButton({ viewerId, userId, name }: { viewerId: string; userId: string; name: string }) {
  const [armed, setArmed] = useState(false);
  const arm = () => setArmed(true);
  const blocks = useMyBlocks(viewerId, armed);
  const setBlocked = useSetBlocked();
  const blocked = blocks.data?.users.some((user) => user.userId === userId) ?? false;
  const toggle = () =>
    setBlocked.mutate(
      { userId, blocked: !blocked },
      {
        onSuccess: () => toast.success(blocked ? t.unblockDone(name) : t.blockDone(name)),
        onError: (error) => toast.error(error instanceof Error ? error.message : t.failed),
      },
    );
  return (
    <Button
      variant={blocked ? 'secondary' : 'ghost'}
      size="small"
      onClick={toggle}
      onPointerEnter={arm}
      onFocus={arm}
      disabled={setBlocked.isPending}
      aria-pressed={blocked}
    >
      {blocked ? t.unblock : t.block}
    </Button>
  );
}
