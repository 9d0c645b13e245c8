import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ListVideo } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { addToPlaylistDialog } from '../../feed/index.ts';

/** 재생목록에 담기 on a post page with a video: members only. */
export function AddToPlaylistButton({ postId }: { postId: string }) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <ListVideo size={18} /> {ko.playlists.add.button}
      </Button>
      {open && addToPlaylistDialog(user.user_id, postId, () => setOpen(false))}
    </>
  );
}
