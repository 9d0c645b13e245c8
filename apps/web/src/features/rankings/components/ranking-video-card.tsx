import type { RankingVideo } from '@tubesphere/shared/contract/rankings';
import { formatCountKo, formatDate } from '@tubesphere/shared/domain/format';
import { youtubeWatchUrl } from '@tubesphere/shared/domain/youtube-rules';
import { Button, buttonClass } from '../../../components/button.tsx';
import { Play } from '../../../components/icons.ts';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './cards.module.css';
import { FavoriteButton } from './favorite-button.tsx';
import { HistoryButton } from './history-button.tsx';
import { ThumbImage } from './thumb-image.tsx';

const t = ko.rankings;

/**
 * A ranking video card: rank, thumbnail, duration, title, channel, category, counts, date,
 * buttons, and its history chart. 영상 보기 opens YouTube (sample videos cannot).
 */
export function RankingVideoCard({
  video,
  rank,
  onOpenHistory,
}: {
  video: RankingVideo;
  rank: number;
  onOpenHistory: (video: RankingVideo) => void;
}) {
  const live = video.statsAt !== null;
  return (
    <li className={styles.card}>
      <div className={styles.cardMedia}>
        <ThumbImage src={video.thumbnail} duration={video.duration} />
        <span className={`${styles.rankBadge} ${rank <= 3 ? styles.rankTop : ''}`}>
          <span className="visually-hidden">{t.stats.rank} </span>
          {t.rankBadge(rank)}
        </span>
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{video.title}</h3>
        <p className={styles.muted}>{video.channelTitle}</p>
        <p className={styles.meta}>
          {video.categoryId !== null && t.categories[video.categoryId] && (
            <span className={styles.chip}>{t.categories[video.categoryId]}</span>
          )}
          <span>{t.video.published(formatDate(video.publishedAt))}</span>
        </p>
        <dl className={styles.counts}>
          <div className={styles.count}>
            <dt className={styles.countLabel}>{t.stats.views}</dt>
            <dd className={styles.countValue}>{formatCountKo(video.viewCount)}</dd>
          </div>
          <div className={styles.count}>
            <dt className={styles.countLabel}>{t.stats.likes}</dt>
            <dd className={styles.countValue}>{formatCountKo(video.likeCount)}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          {live ? (
            <a
              className={buttonClass('secondary', 'small')}
              href={youtubeWatchUrl(video.id)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Play size={14} /> {t.video.watch}
            </a>
          ) : (
            <Button variant="secondary" size="small" onClick={() => toast.info(t.video.watchUnavailable)}>
              <Play size={14} /> {t.video.watch}
            </Button>
          )}
          <FavoriteButton target={{ kind: 'video', id: video.id, item: video }} />
          <HistoryButton name={video.title} onClick={() => onOpenHistory(video)} />
        </div>
      </div>
    </li>
  );
}
