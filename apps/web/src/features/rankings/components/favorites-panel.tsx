import type { RankingChannel, RankingVideo } from '@tubesphere/shared/contract/rankings';
import { useLocation } from 'react-router';
import { buttonClass } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Star } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useFavorites } from '../api/get-favorites.ts';
import { channelMeta } from '../utils/channel-meta.ts';
import cards from './cards.module.css';
import { ChannelRow } from './channel-row.tsx';
import { RankingSkeleton } from './ranking-skeleton.tsx';
import { VideoRow } from './video-row.tsx';

const t = ko.rankings.favorites;

interface FavoritesPanelProps {
  kind: 'video' | 'channel';
  onOpenVideo: (video: RankingVideo) => void;
  onOpenChannel: (channel: RankingChannel) => void;
}

/** The 즐겨찾기 tab of a ranking page: the user's starred videos or channels with today's counts. */
export function FavoritesPanel({ kind, onOpenVideo, onOpenChannel }: FavoritesPanelProps) {
  const user = useCurrentUser();
  const location = useLocation();
  const favorites = useFavorites();
  if (!user) {
    return (
      <EmptyState
        icon={Star}
        title={t.signIn}
        action={
          <Link
            to="/login"
            state={{ from: `${location.pathname}${location.search}` }}
            className={buttonClass('primary')}
          >
            {t.signInAction}
          </Link>
        }
      />
    );
  }
  if (favorites.isPending) return <RankingSkeleton label={t.loading} rows={3} />;
  if (favorites.isError) {
    return <ErrorPanel message={errorMessage(favorites.error)} onRetry={() => favorites.refetch()} />;
  }
  const heading = kind === 'video' ? t.videosHeading : t.channelsHeading;
  const items = kind === 'video' ? favorites.data.videos : favorites.data.channels;
  if (items.length === 0) {
    return <EmptyState icon={Star} title={kind === 'video' ? t.emptyVideos : t.emptyChannels} message={t.emptyHint} />;
  }
  return (
    <section aria-label={heading}>
      <ol className={cards.list}>
        {kind === 'video'
          ? favorites.data.videos.map((video, index) => (
              <VideoRow key={video.id} video={video} rank={index + 1} onOpenHistory={onOpenVideo} />
            ))
          : favorites.data.channels.map((channel, index) => (
              <ChannelRow
                key={channel.id}
                channel={{ ...channel, rank: index + 1, meta: channelMeta(channel) }}
                item={channel}
                onOpenHistory={onOpenChannel}
              />
            ))}
      </ol>
    </section>
  );
}
