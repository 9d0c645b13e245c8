import type { Sphere } from '@tubesphere/shared/contract/spheres';
import { Button } from '../../../components/button.tsx';
import { Bell, BellOff } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useSetSubscription } from '../api/set-subscription.ts';

const t = ko.engagement.subscription;

/** 새 글 알림 on a joined sphere's page: on, every new post of the sphere is a notification. */
export function SubscriptionButton({ sphere }: { sphere: Pick<Sphere, 'id' | 'notifyMode'> }) {
  const set = useSetSubscription();
  const on = sphere.notifyMode === 'all';
  return (
    <Button
      variant="secondary"
      size="medium"
      aria-pressed={on}
      aria-disabled={set.isPending || undefined}
      onClick={() => {
        if (!set.isPending) set.mutate({ sphereId: sphere.id, mode: on ? 'none' : 'all' });
      }}
    >
      {on ? <Bell size={16} /> : <BellOff size={16} />}
      {t.label}
    </Button>
  );
}
