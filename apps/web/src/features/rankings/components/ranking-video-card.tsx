import { formatCount, formatDate } from '@tubesphere/shared/domain/format';
import type { Ranked } from '@tubesphere/shared/domain/rankings';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { toast } from '../../../components/toast-store.ts';
import { ko } from '../../../i18n/ko/index.ts';
import type { RankingVideo } from '../sample-data/ranking-video.ts';
import styles from './cards.module.css';
import { ThumbImage } from './thumb-image.tsx';

const t = ko.rankings;

/** Spec §2 time ranking card: rank, thumbnail, duration, title, channel, category, counts, date, buttons. */
export function RankingVideoCard({ video }: { video: Ranked<RankingVideo> }) {
  const [favorite, setFavorite] = useState(false);
  return (
    <li className={styles.card}>
      <div className={styles.cardMedia}>
        <ThumbImage src={video.thumbnail} duration={video.duration} />
        <span className={`${styles.rankBadge} ${video.rank <= 3 ? styles.rankTop : ''}`}>
          <span className="visually-hidden">{t.stats.rank} </span>
          {t.rankBadge(video.rank)}
        </span>
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{video.title}</h3>
        <p className={styles.muted}>{video.channelTitle}</p>
        <p className={styles.meta}>
          <span className={styles.chip}>{t.categories[video.category]}</span>
          <span>{t.video.published(formatDate(video.publishedAt))}</span>
        </p>
        <dl className={styles.counts}>
          <div className={styles.count}>
            <dt className={styles.countLabel}>{t.stats.views}</dt>
            <dd className={styles.countValue}>{formatCount(video.viewCount)}</dd>
          </div>
          <div className={styles.count}>
            <dt className={styles.countLabel}>{t.stats.likes}</dt>
            <dd className={styles.countValue}>{formatCount(video.likeCount)}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <Button variant="secondary" size="small" onClick={() => toast.info(t.video.watchUnavailable)}>
            ▶ {t.video.watch}
          </Button>
          <Button
            variant="secondary"
            size="small"
            className={styles.favorite}
            aria-pressed={favorite}
            onClick={() => setFavorite((value) => !value)}
          >
            {favorite ? '★' : '☆'} {t.video.favorite}
          </Button>
        </div>
      </div>
    </li>
  );
}
