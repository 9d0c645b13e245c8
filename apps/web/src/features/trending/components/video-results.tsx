import type { TrendingVideo } from '@tubesphere/shared/contract/trending';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Clapperboard } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './video-card.module.css';
import { VideoCard } from './video-card.tsx';

interface VideoResultsProps {
  loading: boolean;
  loadingLabel: string;
  error: Error | null;
  errorTitle: string;
  onRetry: () => void;
  videos: readonly TrendingVideo[] | undefined;
  emptyHint: string;
}

/** The states around a video grid: loading, error with retry, empty, the grid. */
export function VideoResults({
  loading,
  loadingLabel,
  error,
  errorTitle,
  onRetry,
  videos,
  emptyHint,
}: VideoResultsProps) {
  if (loading) return <Spinner label={loadingLabel} />;
  if (error) {
    // The server explains (quota, missing key …); the heading is the page's own message.
    const detail = error.message === errorTitle ? undefined : error.message;
    return <ErrorPanel title={errorTitle} message={detail} onRetry={onRetry} />;
  }
  if (!videos || videos.length === 0)
    return <EmptyState icon={Clapperboard} title={ko.trending.empty} message={emptyHint} />;
  return (
    <ol className={styles.grid}>
      {videos.map((video, index) => (
        <VideoCard key={video.id} video={video} rank={index + 1} />
      ))}
    </ol>
  );
}
