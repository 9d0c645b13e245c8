import { useQueryClient } from '@tanstack/react-query';
import type { PlaylistItem, PlaylistResponse } from '@tubesphere/shared/contract/playlists';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { ArrowDown, ArrowUp, Lock, SearchX } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { playlistQueryOptions, usePlaylist } from '../api/get-playlist.ts';
import {
  createPlaylist,
  deletePlaylist,
  removePlaylistItem,
  reorderPlaylist,
  updatePlaylist,
} from '../api/playlist-writes.ts';
import { type PlaylistDetails, PlaylistDetailsForm } from './playlist-details-form.tsx';
import styles from './playlist-form.module.css';

const t = ko.playlists.edit;
const parseSphere = (raw: string | null) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);

/** /playlists/new (?sphere= starts it in that sphere): the details, then on to its edit page to fill it. */
export function PlaylistNewPage() {
  useDocumentTitle(ko.pages.newPlaylist);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const create = async (details: PlaylistDetails) => {
    setBusy(true);
    try {
      const { playlist } = await createPlaylist(details);
      navigate(`/playlist/${playlist.id}/edit`);
    } catch (error) {
      toast.error(errorMessage(error));
      setBusy(false);
    }
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t.newTitle}</h1>
      <PlaylistDetailsForm
        initial={{ title: '', description: '', visibility: 'public', sphereId: parseSphere(search.get('sphere')) }}
        submitLabel={t.create}
        busyLabel={t.creating}
        busy={busy}
        onSubmit={(details) => void create(details)}
      />
    </div>
  );
}

/** /playlist/{id}/edit: details and delete for its maker and moderators; order and removal for every editor. */
export function PlaylistEditPage() {
  const { playlistId = '' } = useParams();
  const user = useCurrentUser();
  const query = usePlaylist(playlistId, user?.user_id ?? null);
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  useDocumentTitle(
    query.data ? t.editTitle(query.data.playlist.title) : notFound ? ko.playlists.notFoundTitle : ko.pages.editPlaylist,
  );

  if (query.isPending) return <Spinner label={ko.playlists.loading} />;
  if (notFound)
    return (
      <EmptyState
        icon={SearchX}
        title={ko.playlists.notFoundTitle}
        message={ko.playlists.notFoundMessage}
        action={
          <Link to="/" className={buttonClass('secondary')}>
            {ko.playlists.goHome}
          </Link>
        }
      />
    );
  if (query.isError) return <ErrorPanel message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data.playlist.canEdit)
    return (
      <EmptyState
        icon={Lock}
        title={t.notAllowedTitle}
        message={t.notAllowedMessage}
        action={
          <Link to={`/playlist/${playlistId}`} className={buttonClass('secondary')}>
            {t.backToList}
          </Link>
        }
      />
    );
  return <PlaylistEditor playlistKey={playlistId} data={query.data} />;
}

function PlaylistEditor({ playlistKey, data }: { playlistKey: string; data: PlaylistResponse }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { playlist, items } = data;
  const key = playlistQueryOptions(playlistKey, user?.user_id ?? null).queryKey;
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const focusAfterMove = useRef<{ postId: string; step: -1 | 1 } | null>(null);

  // The focus follows the video it moved, once it is drawn in its new place (after whichever
  // render that is); at the top or the bottom, onto its button still usable.
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    const row = document.querySelector(`[data-item="${target.postId}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${target.step}"]:not(:disabled)`);
    const focusable = same ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    if (!focusable) return;
    focusAfterMove.current = null;
    focusable.focus();
  });

  const forgetLists = () =>
    queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'playlists' && query.queryKey[1] !== playlistKey,
    });
  /** Shows `next` at once and keeps it when the server agrees; puts `items` back when it refuses. */
  const change = async (next: PlaylistItem[], send: () => Promise<PlaylistResponse>) => {
    queryClient.setQueryData<PlaylistResponse>(key, { playlist, items: next });
    try {
      queryClient.setQueryData(key, await send());
      void forgetLists();
    } catch (error) {
      queryClient.setQueryData<PlaylistResponse>(key, { playlist, items });
      toast.error(errorMessage(error));
    }
  };

  const move = (index: number, step: -1 | 1) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + step, 0, moved);
    void change(next, () =>
      reorderPlaylist(
        playlist.id,
        next.map((item) => item.postId),
      ),
    );
    focusAfterMove.current = { postId: moved.postId, step };
  };
  const remove = (item: PlaylistItem) =>
    void change(
      items.filter((other) => other.postId !== item.postId),
      () => removePlaylistItem(playlist.id, item.postId),
    );

  const save = async (details: PlaylistDetails) => {
    setSaving(true);
    try {
      queryClient.setQueryData(key, await updatePlaylist(playlist.id, details));
      void forgetLists();
      toast.success(t.saved);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  const destroy = async () => {
    setDeleting(true);
    try {
      await deletePlaylist(playlist.id);
      queryClient.removeQueries({ queryKey: ['playlists', playlistKey] });
      void forgetLists();
      toast.success(t.deleted);
      navigate(user ? `/user/${user.user_id}?tab=playlists` : '/', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error));
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <h1 className={styles.heading}>{t.editTitle(playlist.title)}</h1>
        <Link to={`/playlist/${playlist.id}`} className={buttonClass('secondary', 'small')}>
          {t.view}
        </Link>
      </div>
      {playlist.canManage && (
        <section className={styles.section} aria-labelledby="playlist-details">
          <h2 id="playlist-details" className={styles.subheading}>
            {t.details}
          </h2>
          <PlaylistDetailsForm
            initial={{
              title: playlist.title,
              description: playlist.description,
              visibility: playlist.visibility,
              sphereId: playlist.sphereId,
            }}
            submitLabel={t.save}
            busyLabel={t.saving}
            busy={saving}
            onSubmit={(details) => void save(details)}
          />
        </section>
      )}
      <section className={styles.section} aria-labelledby="playlist-items">
        <h2 id="playlist-items" className={styles.subheading}>
          {t.items} ({ko.playlists.count(items.length)})
        </h2>
        {items.length === 0 ? (
          <p className={styles.hint}>{t.itemsEmpty}</p>
        ) : (
          <ol className={styles.items}>
            {items.map((item, index) => (
              <li key={item.postId} className={styles.item} data-item={item.postId}>
                <span className={styles.position}>{index + 1}</span>
                <img className={styles.thumb} src={`https://i.ytimg.com/vi/${item.videoId}/mqdefault.jpg`} alt="" />
                <Link to={`/post/${item.postId}`} className={styles.itemTitle}>
                  {item.title}
                </Link>
                <span className={styles.itemActions}>
                  <Button
                    variant="secondary"
                    size="small"
                    data-move={-1}
                    aria-label={t.moveUp(item.title)}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp size={16} aria-hidden /> {t.up}
                  </Button>
                  <Button
                    variant="secondary"
                    size="small"
                    data-move={1}
                    aria-label={t.moveDown(item.title)}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown size={16} aria-hidden /> {t.down}
                  </Button>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={t.removeItem(item.title)}
                    onClick={() => remove(item)}
                  >
                    {t.remove}
                  </Button>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      {playlist.canManage && (
        <section className={styles.section}>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t.deleteList}
          </Button>
        </section>
      )}
      <ConfirmDialog
        open={confirming}
        title={t.deleteTitle}
        message={t.deleteConfirm}
        confirmLabel={t.deleteList}
        busyLabel={t.deleting}
        busy={deleting}
        onConfirm={() => void destroy()}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
