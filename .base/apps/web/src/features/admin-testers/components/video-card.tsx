import { formatCount, formatDate } from '@tubesphere/shared/domain/format';
import { youtubeWatchUrl } from '@tubesphere/shared/domain/youtube-rules';
import type { ReactNode } from 'react';
import { ko } from '../../../i18n/ko/index.ts';
import styles from './testers.module.css';
import { Thumb } from './thumb.tsx';

const t = ko.adminTesters.video;

export interface VideoCardData {
  videoId: string | null;
  title: string;
  thumbnail: string | null;
  channelTitle: string;
  viewCount: number | null;
  ranking: number;
  publishedAt: string | null;
}

interface VideoCardProps {
  video: VideoCardData;
  /** Present when the card can be picked for saving. */
  selection?: { checked: boolean; onToggle: () => void; disabled?: boolean };
  badge?: ReactNode;
}

/** Spec §2 video result: title, thumbnail, ranking, channelTitle, viewCount. */
export function VideoCard({ video, selection, badge }: VideoCardProps) {
  const checkboxId = `select-${video.videoId ?? video.ranking}-${video.ranking}`;
  return (
    <article className={`${styles.previewCard} ${selection?.checked ? styles.selected : ''}`}>
      <div className={styles.thumbWrap}>
        <Thumb src={video.thumbnail} />
        <span className={styles.rank}>{t.ranking(video.ranking)}</span>
      </div>
      <div className={styles.cardBody}>
        <h4 className={styles.cardTitle}>
          {video.videoId ? (
            <a href={youtubeWatchUrl(video.videoId)} target="_blank" rel="noopener noreferrer">
              {video.title || t.unavailable}
            </a>
          ) : (
            video.title || t.unavailable
          )}
        </h4>
        <p className={styles.cardMeta}>{video.channelTitle}</p>
        <p className={styles.cardMeta}>
          {video.viewCount !== null && <span>{t.views(formatCount(video.viewCount))}</span>}
          {video.publishedAt && <span> · {formatDate(video.publishedAt)}</span>}
        </p>
        <div className={styles.cardFooter}>
          {badge}
          {selection && (
            <label className={styles.selectLabel} htmlFor={checkboxId}>
              <input
                id={checkboxId}
                type="checkbox"
                checked={selection.checked}
                disabled={selection.disabled}
                onChange={selection.onToggle}
                aria-label={ko.adminTesters.save.select(video.title || t.unavailable)}
              />
              <span aria-hidden="true">{ko.adminTesters.save.pick}</span>
            </label>
          )}
        </div>
      </div>
    </article>
  );
}
