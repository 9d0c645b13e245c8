import type { PlaylistItem } from '@tubesphere/shared/contract/playlists';
import { youtubeEmbedUrl } from '@tubesphere/shared/domain/video-url';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { ListVideo, SearchX, SkipBack, SkipForward } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { YoutubeApiPlayer } from '../../../components/youtube-api-player.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { StartPartyButton } from '../../watch-party/index.ts';
import { usePlaylist } from '../api/get-playlist.ts';
import styles from './playlist-page.module.css';

const t = ko.playlists;

/** Typing in a field never skips a video. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** /playlist/{id}: plays the list in order, the next video when one ends; N and P skip. */
export function PlaylistPage() {
  const { playlistId = '' } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const query = usePlaylist(playlistId, user?.user_id ?? null);
  const [index, setIndex] = useState(0);
  const items = query.data?.items ?? [];
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  useDocumentTitle(query.data?.playlist.title ?? (notFound ? t.notFoundTitle : ko.pages.playlist));

  const count = items.length;
  useEffect(() => {
    if (count === 0) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === 'n' || event.key === 'N') setIndex((current) => Math.min(current + 1, count - 1));
      if (event.key === 'p' || event.key === 'P') setIndex((current) => Math.max(current - 1, 0));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  if (query.isPending) return <Spinner label={t.loading} />;
  if (notFound)
    return (
      <EmptyState
        icon={SearchX}
        title={t.notFoundTitle}
        message={t.notFoundMessage}
        action={<Button onClick={() => navigate('/')}>{t.goHome}</Button>}
      />
    );
  if (query.isError) return <ErrorPanel message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;

  const { playlist } = query.data;
  const current: PlaylistItem | undefined = items[Math.min(index, count - 1)];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{playlist.title}</h1>
        <p className={styles.meta}>
          {t.by(playlist.ownerName)} · {t.count(count)} · {t.visibility[playlist.visibility]}
        </p>
        {playlist.description && <p className={styles.description}>{playlist.description}</p>}
        {(count > 0 || playlist.canEdit) && (
          <div className={styles.headerActions}>
            {count > 0 && <StartPartyButton source={{ playlistId: playlist.id }} />}
            {playlist.canEdit && (
              <Link to={`/playlist/${playlist.id}/edit`} className={buttonClass('secondary')}>
                {t.editLink}
              </Link>
            )}
          </div>
        )}
      </header>
      {current ? (
        <div className={styles.layout}>
          <section className={styles.playerColumn} aria-label={t.nowPlaying(index + 1, count)}>
            <div className={styles.frame}>
              <YoutubeApiPlayer
                key={`${index}:${current.postId}`}
                className={styles.player}
                videoId={current.videoId}
                start={current.start}
                end={current.end}
                title={current.title}
                fallbackSrc={youtubeEmbedUrl(current.videoId, current)}
                onEnded={() => setIndex((value) => Math.min(value + 1, count - 1))}
              />
            </div>
            <div className={styles.controls}>
              <Button variant="secondary" onClick={() => setIndex(index - 1)} disabled={index === 0}>
                <SkipBack size={18} /> {t.previous}
              </Button>
              <p className={styles.now} aria-live="polite">
                {t.nowPlaying(index + 1, count)}: <Link to={`/post/${current.postId}`}>{current.title}</Link>
              </p>
              <Button variant="secondary" onClick={() => setIndex(index + 1)} disabled={index >= count - 1}>
                {t.next} <SkipForward size={18} />
              </Button>
            </div>
            <p className={styles.hint}>{t.keyboardHint}</p>
          </section>
          <ol className={styles.items} aria-label={t.itemsLabel}>
            {items.map((item, position) => (
              <li key={item.postId}>
                <button
                  type="button"
                  className={styles.item}
                  aria-current={position === index ? 'true' : undefined}
                  aria-label={t.playItem(item.title)}
                  onClick={() => setIndex(position)}
                >
                  <span className={styles.position}>{position + 1}</span>
                  <img
                    className={styles.thumb}
                    src={`https://i.ytimg.com/vi/${item.videoId}/mqdefault.jpg`}
                    alt=""
                    loading="lazy"
                  />
                  <span className={styles.itemTitle}>{item.title}</span>
                </button>
              </li>
            ))}
          </ol>
        </div>
      ) : (
        <EmptyState icon={ListVideo} title={t.empty} />
      )}
    </div>
  );
}
