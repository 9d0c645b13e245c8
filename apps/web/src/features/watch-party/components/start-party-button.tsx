import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Users } from '../../../components/icons.ts';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useStartParty } from '../api/watch-party.ts';

const t = ko.watchParty;

/** 같이 보기 on a post with a video or on a playlist: starts a party and opens it. Members only. */
export function StartPartyButton({ source }: { source: { postId: string } | { playlistId: number } }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const start = useStartParty();
  if (!user) return null;
  const onClick = () =>
    start.mutate(source, {
      onSuccess: ({ party }) => navigate(`/watch/${party.id}`),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <Button
      variant="secondary"
      onClick={onClick}
      disabled={start.isPending}
      aria-label={'postId' in source ? t.startLabel : t.startPlaylistLabel}
    >
      <Users size={18} /> {start.isPending ? t.starting : t.start}
    </Button>
  );
}
