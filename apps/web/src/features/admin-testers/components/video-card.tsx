import { formatCount, formatDate } from '@tubesphere/shared/domain/format';
import { youtubeWatchUrl } from '@tubesphere/shared/domain/youtube-rules';
import type { ReactNode } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
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

/** A video result: title, thumbnail, ranking, channelTitle, viewCount. */
export function VideoCard({ video, selection, badge }: VideoCardProps) {
  const checkboxId = `select-${video.videoId ?? video.ranking}-${video.ranking}`;
  // Search results carry no view counts: the separator only goes between parts that exist.
  const meta = [
    video.viewCount !== null ? t.views(formatCount(video.viewCount)) : null,
    video.publishedAt ? formatDate(video.publishedAt) : null,
  ].filter((part) => part !== null);
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
        {meta.length > 0 && <p className={styles.cardMeta}>{meta.join(' · ')}</p>}
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
