import { buttonClass } from '../../../components/button.tsx';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useSpherePlaylists } from '../api/playlist-lists.ts';
import { PlaylistCards } from './playlist-cards.tsx';

const t = ko.playlists.lists;

/** A sphere's 재생목록 tab: its lists, and 만들기 for those who may make one (its members, staff). */
export function SpherePlaylists({ sphereId, sphereName }: { sphereId: number; sphereName: string }) {
  const user = useCurrentUser();
  const query = useSpherePlaylists(sphereId, user?.user_id ?? null);
  const canCreate = query.data?.pages[0]?.canCreate ?? false;
  const create = canCreate ? (
    <Link to={`/playlists/new?sphere=${sphereId}`} className={buttonClass('primary')}>
      {t.create}
    </Link>
  ) : undefined;
  return (
    <PlaylistCards
      query={query}
      label={t.sphereLabel(sphereName)}
      empty={{ title: t.sphereEmpty, message: canCreate ? t.sphereEmptyMember : t.sphereEmptyGuest }}
      action={create}
    />
  );
}
