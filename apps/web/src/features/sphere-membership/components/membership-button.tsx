import type { Sphere } from '@tubesphere/shared/contract/spheres';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useJoinSphere } from '../api/join-sphere.ts';
import { useLeaveSphere } from '../api/leave-sphere.ts';

const t = ko.spheres;

/**
 * 가입 / 탈퇴 for one sphere. Guests are sent to sign in and brought back; leaving asks first,
 * because posting there again needs a new join.
 */
export function MembershipButton({ sphere, size = 'small' }: { sphere: Sphere; size?: 'small' | 'medium' }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const join = useJoinSphere(user?.user_id ?? '');
  const leave = useLeaveSphere(user?.user_id ?? '');
  const busy = join.isPending || leave.isPending;

  if (sphere.isJoined && user) {
    const onLeave = () => {
      if (window.confirm(t.leaveConfirm(sphere.name))) leave.mutate({ sphereId: sphere.id, name: sphere.name });
    };
    return (
      <Button variant="secondary" size={size} onClick={onLeave} disabled={busy} aria-label={t.leaveLabel(sphere.name)}>
        {leave.isPending ? t.leaving : t.leave}
      </Button>
    );
  }
  const onJoin = () => {
    if (!user) navigate('/login', { state: { from: location.pathname + location.search } });
    else join.mutate({ sphereId: sphere.id, name: sphere.name });
  };
  return (
    <Button size={size} onClick={onJoin} disabled={busy} aria-label={t.joinLabel(sphere.name)}>
      {join.isPending ? t.joining : t.join}
    </Button>
  );
}
