import { Button, buttonClass } from '../../../components/button.tsx';
import { Play } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import type { YoutubeVideo } from '../utils/youtube.ts';
import { VideoThumbnail } from './video-thumbnail.tsx';
import styles from './youtube.module.css';

const t = ko.adminConfirm;

/** Detected YouTube links with thumbnails, play and preview buttons. */
export function YoutubeLinkList({
  videos,
  onPreview,
}: {
  videos: YoutubeVideo[];
  onPreview: (video: YoutubeVideo) => void;
}) {
  if (videos.length === 0) return null;
  return (
    <div className={styles.links}>
      <h4 className={styles.linksTitle}>{t.youtubeLinks}</h4>
      <ul className={styles.linkList}>
        {videos.map((video) => (
          <li key={video.id} className={styles.link}>
            <VideoThumbnail sources={video.thumbnails} alt={t.thumbnailAlt(video.id)} />
            <div className={styles.linkBody}>
              <code className={styles.videoId}>{video.id}</code>
              <div className={styles.linkActions}>
                <a
                  href={video.watchUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass('secondary', 'small')}
                  aria-label={t.playLabel(video.id)}
                >
                  <Play size={14} /> {t.play}
                </a>
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => onPreview(video)}
                  aria-label={t.previewLabel(video.id)}
                >
                  {t.preview}
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
