import type { Playlist } from '@tubesphere/shared/contract/playlists';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { ListVideo } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import styles from './playlist-cards.module.css';

const t = ko.playlists;

export interface PlaylistPages {
  data?: { pages: { playlists: Playlist[] }[] };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** A paged list of 재생목록 links (a sphere's tab, a profile's tab), with its loading, error and empty states. */
export function PlaylistCards({
  query,
  label,
  empty,
  action,
}: {
  query: PlaylistPages;
  label: string;
  empty: { title: string; message?: string };
  /** 만들기, for those who may. */
  action?: ReactNode;
}) {
  if (query.isPending) return <Spinner label={t.lists.loading} />;
  if (query.isError) return <ErrorPanel message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const playlists = query.data?.pages.flatMap((page) => page.playlists) ?? [];
  if (playlists.length === 0)
    return <EmptyState icon={ListVideo} title={empty.title} message={empty.message} action={action} />;
  return (
    <section className={styles.section} aria-label={label}>
      {action && <div className={styles.actions}>{action}</div>}
      <ul className={styles.list}>
        {playlists.map((playlist) => (
          <li key={playlist.id} className={styles.card}>
            <Link to={`/playlist/${playlist.id}`} className={styles.link}>
              <ListVideo size={20} aria-hidden />
              <span className={styles.title}>{playlist.title}</span>
            </Link>
            <span className={styles.meta}>
              {t.lists.itemCount(playlist.itemCount)} · {t.visibility[playlist.visibility]} · {playlist.ownerName}
            </span>
            {playlist.canEdit && (
              <Link
                to={`/playlist/${playlist.id}/edit`}
                className={styles.edit}
                aria-label={`${playlist.title} ${t.editLink}`}
              >
                {t.editLink}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? t.lists.loadingMore : t.lists.more}
        </Button>
      )}
    </section>
  );
}
