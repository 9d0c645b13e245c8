import { Button } from '../../../components/button.tsx';
import { UserCheck, UserPlus } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useToggleFollow } from '../api/toggle-follow.ts';

const t = ko.engagement.follow;

/** 팔로우 on someone else's profile; pressed (팔로잉) while following, a second press unfollows. */
export function FollowButton({ userId, name, following }: { userId: string; name: string; following: boolean }) {
  const toggle = useToggleFollow();
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      size="small"
      aria-pressed={following}
      aria-label={following ? t.followingLabel(name) : t.followLabel(name)}
      aria-disabled={toggle.isPending || undefined}
      onClick={() => {
        if (!toggle.isPending) toggle.mutate({ userId, follow: !following });
      }}
    >
      {following ? <UserCheck size={16} /> : <UserPlus size={16} />}
      {following ? t.following : t.follow}
    </Button>
  );
}
