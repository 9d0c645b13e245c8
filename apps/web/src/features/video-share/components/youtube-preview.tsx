import { youtubeEmbedUrl } from '@tubesphere/shared/domain/video-url';
import { Play } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useOembed } from '../api/get-oembed.ts';
import styles from './write-youtube-page.module.css';

const t = ko.videoShare;

/** The embedded player (privacy-enhanced youtube-nocookie) with title and channel from oEmbed. */
export function YoutubePreview({
  videoId,
  start = null,
  end = null,
}: {
  videoId: string | null;
  start?: number | null;
  end?: number | null;
}) {
  const info = useOembed(videoId);
  if (!videoId) {
    return (
      <div className={`${styles.player} ${styles.playerEmpty}`}>
        <span className={styles.playerIcon}>
          <Play size={22} fill="currentColor" />
        </span>
        <p>{t.previewEmpty}</p>
      </div>
    );
  }
  const title = info.data?.title ?? '';
  return (
    <div className={styles.previewBody}>
      <div className={styles.player}>
        <iframe
          key={videoId}
          className={styles.frame}
          src={youtubeEmbedUrl(videoId, { start, end })}
          title={t.playerTitle(title)}
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </div>
      {info.isPending && (
        <p className={styles.hint}>
          <Spinner inline /> {t.previewLoading}
        </p>
      )}
      {info.data && (
        <div className={styles.videoInfo}>
          <p className={styles.videoTitle}>{info.data.title}</p>
          {info.data.author_name && <p className={styles.videoChannel}>{t.channel(info.data.author_name)}</p>}
        </div>
      )}
    </div>
  );
}
