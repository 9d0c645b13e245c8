import type { RankingVideo } from '@tubesphere/shared/contract/rankings';
import { formatCountKo, formatDate } from '@tubesphere/shared/domain/format';
import { likeRate } from '@tubesphere/shared/domain/rankings';
import type { MouseEvent } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './cards.module.css';
import { FavoriteButton } from './favorite-button.tsx';
import { HistoryButton } from './history-button.tsx';
import { ThumbImage } from './thumb-image.tsx';

const t = ko.rankings;

/** A click anywhere on a row opens its chart, except on the row's own buttons and links. */
export const openUnlessControl = (open: () => void) => (event: MouseEvent) => {
  if (!(event.target as HTMLElement).closest('button, a')) open();
};

/** One ranked video in a list: rank, thumbnail, title, counts, its history chart and ☆. */
export function VideoRow({
  video,
  rank,
  onOpenHistory,
}: {
  video: RankingVideo;
  rank: number;
  onOpenHistory: (video: RankingVideo) => void;
}) {
  const open = () => onOpenHistory(video);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the chart button is the keyboard way in; the row click is a bigger target for the mouse
    <li className={`${styles.row} ${styles.rowWithAction} ${styles.clickable}`} onClick={openUnlessControl(open)}>
      <span className={`${styles.rowRank} ${rank <= 3 ? styles.rowRankTop : ''}`}>
        <span className="visually-hidden">{t.stats.rank} </span>
        {rank}
      </span>
      <span className={styles.rowThumb}>
        <ThumbImage src={video.thumbnail} duration={video.duration} />
      </span>
      <div className={styles.rowMain}>
        <h3 className={styles.rowTitle}>{video.title}</h3>
        <p className={styles.muted}>{video.channelTitle}</p>
        <p className={styles.meta}>
          {video.categoryId !== null && t.categories[video.categoryId] && (
            <span className={styles.chip}>{t.categories[video.categoryId]}</span>
          )}
          {video.region && <span>{t.regions[video.region as keyof typeof t.regions] ?? video.region}</span>}
          <span>{formatDate(video.publishedAt)}</span>
        </p>
      </div>
      <dl className={styles.rowStats}>
        <div>
          <dt>{t.stats.views}</dt>
          <dd>{formatCountKo(video.viewCount)}</dd>
        </div>
        <div>
          <dt>{t.stats.likes}</dt>
          <dd>{formatCountKo(video.likeCount)}</dd>
        </div>
        <div>
          <dt>{t.stats.likeRate}</dt>
          <dd>{t.percent(likeRate(video.viewCount, video.likeCount))}</dd>
        </div>
      </dl>
      <span className={styles.rowAction}>
        <HistoryButton name={video.title} onClick={open} />
        <FavoriteButton target={{ kind: 'video', id: video.id, item: video }} compact />
      </span>
    </li>
  );
}
