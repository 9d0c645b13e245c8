import { buttonClass } from '../../../components/button.tsx';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useUserPlaylists } from '../api/playlist-lists.ts';
import { PlaylistCards } from './playlist-cards.tsx';

const t = ko.playlists.lists;

/** A profile's 재생목록 tab: the member's public lists; on one's own profile all of them (내 재생목록) and 만들기. */
export function UserPlaylists({ userId, label }: { userId: string; label: string }) {
  const user = useCurrentUser();
  const own = user?.user_id === userId;
  const query = useUserPlaylists(userId, user?.user_id ?? null);
  const create = own ? (
    <Link to="/playlists/new" className={buttonClass('primary')}>
      {t.create}
    </Link>
  ) : undefined;
  return (
    <PlaylistCards
      query={query}
      label={label}
      empty={{ title: t.userEmpty, message: own ? t.userEmptyOwn : undefined }}
      action={create}
    />
  );
}
