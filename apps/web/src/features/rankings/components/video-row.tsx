import { formatCount, formatDate } from '@tubesphere/shared/domain/format';
import { likeRate, type Ranked } from '@tubesphere/shared/domain/rankings';
import { ko } from '../../../i18n/ko/index.ts';
import type { RankingVideo } from '../sample-data/ranking-video.ts';
import styles from './cards.module.css';
import { ThumbImage } from './thumb-image.tsx';

const t = ko.rankings;

/** One ranked video in an analysis list: rank, thumbnail, title and channel, counts. */
export function VideoRow({ video }: { video: Ranked<RankingVideo> }) {
  return (
    <li className={styles.row}>
      <span className={`${styles.rowRank} ${video.rank <= 3 ? styles.rowRankTop : ''}`}>
        <span className="visually-hidden">{t.stats.rank} </span>
        {video.rank}
      </span>
      <span className={styles.rowThumb}>
        <ThumbImage src={video.thumbnail} duration={video.duration} />
      </span>
      <div className={styles.rowMain}>
        <h3 className={styles.rowTitle}>{video.title}</h3>
        <p className={styles.muted}>{video.channelTitle}</p>
        <p className={styles.meta}>
          <span className={styles.chip}>{t.categories[video.category]}</span>
          <span>{t.regions[video.region]}</span>
          <span>{formatDate(video.publishedAt)}</span>
        </p>
      </div>
      <dl className={styles.rowStats}>
        <div>
          <dt>{t.stats.views}</dt>
          <dd>{formatCount(video.viewCount)}</dd>
        </div>
        <div>
          <dt>{t.stats.likes}</dt>
          <dd>{formatCount(video.likeCount)}</dd>
        </div>
        <div>
          <dt>{t.stats.likeRate}</dt>
          <dd>{t.percent(likeRate(video.viewCount, video.likeCount))}</dd>
        </div>
      </dl>
    </li>
  );
}
