import { useQueryClient } from '@tanstack/react-query';
import {
  PLAYLIST_TITLE_MAX,
  PLAYLIST_VISIBILITIES,
  type PlaylistListResponse,
  type PlaylistVisibility,
} from '@tubesphere/shared/contract/playlists';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Modal } from '../../../components/modal.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { myPlaylistsForPostKey, useMyPlaylistsForPost } from '../api/playlist-lists.ts';
import { addPlaylistItem, createPlaylist, removePlaylistItem } from '../api/playlist-writes.ts';
import styles from './add-to-playlist-dialog.module.css';

const t = ko.playlists.add;

/**
 * 재생목록에 담기: my lists with a checkbox each. A tick adds or removes at once and shows before
 * the server answers; a refusal puts the tick back and says why. 새 재생목록 makes a list and
 * puts the post in it.
 */
export function AddToPlaylistDialog({
  userId,
  postId,
  onClose,
}: {
  userId: string;
  postId: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const lists = useMyPlaylistsForPost(userId, postId);
  const key = myPlaylistsForPostKey(userId, postId);

  // A tick shows at once (the cache's own update reaches the box a moment later); it goes back
  // to what the server holds if the server refuses.
  const [ticking, setTicking] = useState<Record<number, boolean>>({});
  const setHolding = (playlistId: number, hasPost: boolean) =>
    queryClient.setQueryData<PlaylistListResponse>(
      key,
      (data) =>
        data && {
          ...data,
          playlists: data.playlists.map((list) => (list.id === playlistId ? { ...list, hasPost } : list)),
        },
    );
  // The list's own page and the lists elsewhere (profile, sphere) show the change when next opened.
  const forgetLists = (playlistId: number) =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === 'playlists' &&
        (query.queryKey[1] === String(playlistId) || query.queryKey[1] === 'user' || query.queryKey[1] === 'sphere'),
    });

  const toggle = async (playlistId: number, title: string, add: boolean) => {
    setTicking((current) => ({ ...current, [playlistId]: add }));
    try {
      await (add ? addPlaylistItem(playlistId, postId) : removePlaylistItem(playlistId, postId));
      setHolding(playlistId, add);
      toast.success(add ? t.added(title) : t.removed(title));
      void forgetLists(playlistId);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setTicking(({ [playlistId]: _done, ...rest }) => rest);
    }
  };

  return (
    <Modal open title={t.title} onClose={onClose}>
      <div className={styles.body}>
        {lists.isPending ? (
          <Spinner label={t.loading} />
        ) : lists.isError ? (
          <ErrorPanel message={errorMessage(lists.error)} onRetry={() => void lists.refetch()} />
        ) : lists.data.playlists.length === 0 ? (
          <p className={styles.empty}>{t.empty}</p>
        ) : (
          <fieldset className={styles.lists}>
            <legend className="visually-hidden">{t.listLabel}</legend>
            {lists.data.playlists.map((list) => (
              <label key={list.id} className={styles.option}>
                <input
                  type="checkbox"
                  checked={ticking[list.id] ?? Boolean(list.hasPost)}
                  onChange={(event) => void toggle(list.id, list.title, event.target.checked)}
                />
                <span className={styles.optionTitle}>{list.title}</span>
                <span className={styles.optionMeta}>{ko.playlists.visibility[list.visibility]}</span>
              </label>
            ))}
          </fieldset>
        )}
        <NewPlaylistForm
          onCreated={async (playlistId, title) => {
            await queryClient.invalidateQueries({ queryKey: key });
            void forgetLists(playlistId);
            toast.success(t.added(title));
          }}
          postId={postId}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** 새 재생목록, inline: a title and who sees it; the post goes in as soon as it is made. */
function NewPlaylistForm({
  postId,
  onCreated,
}: {
  postId: string;
  onCreated: (playlistId: number, title: string) => Promise<void>;
}) {
  const titleId = useId();
  const visibilityId = useId();
  const [title, setTitle] = useState('');
  const [visibility, setVisibility] = useState<PlaylistVisibility>('public');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const created = await createPlaylist({ title, visibility });
      await addPlaylistItem(created.playlist.id, postId);
      setTitle('');
      await onCreated(created.playlist.id, created.playlist.title);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.create} onSubmit={(event) => void submit(event)}>
      <h3 className={styles.createTitle}>{t.newList}</h3>
      <label htmlFor={titleId} className={styles.label}>
        {t.newTitle}
      </label>
      <input
        id={titleId}
        className={styles.input}
        value={title}
        maxLength={PLAYLIST_TITLE_MAX}
        required
        onChange={(event) => setTitle(event.target.value)}
      />
      <label htmlFor={visibilityId} className={styles.label}>
        {ko.playlists.edit.visibility}
      </label>
      <select
        id={visibilityId}
        className={styles.input}
        value={visibility}
        onChange={(event) => setVisibility(event.target.value as PlaylistVisibility)}
      >
        {PLAYLIST_VISIBILITIES.map((value) => (
          <option key={value} value={value}>
            {ko.playlists.visibility[value]}
          </option>
        ))}
      </select>
      <Button type="submit" disabled={busy || title.trim() === ''}>
        {busy ? t.creating : t.create}
      </Button>
    </form>
  );
}
