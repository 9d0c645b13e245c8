import type { TrendingVideo } from '@tubesphere/shared/contract/trending';
import { formatCountKo, timeAgo } from '@tubesphere/shared/domain/format';
import { YOUTUBE_VIDEO_ID, youtubeWatchUrl } from '@tubesphere/shared/domain/youtube-rules';
import { useState } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './video-card.module.css';

const t = ko.trending;
const FALLBACK_THUMB = '/rankings/thumbs/fallback.svg';

/** A trending video card; the title is plain text from the server (never HTML). */
export function VideoCard({ video, rank }: { video: TrendingVideo; rank: number }) {
  const [broken, setBroken] = useState(false);
  const href = YOUTUBE_VIDEO_ID.test(video.id) ? youtubeWatchUrl(video.id) : undefined;
  return (
    <li className={styles.card}>
      <span className={styles.thumb}>
        <img
          src={!video.thumbnail || broken ? FALLBACK_THUMB : video.thumbnail}
          alt=""
          loading="lazy"
          decoding="async"
          width={320}
          height={180}
          onError={() => setBroken(true)}
        />
        <span className={styles.rank}>{rank}</span>
      </span>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t.openOnYoutube(video.title)}>
            {video.title}
          </a>
        </h3>
        <p className={styles.channel}>{video.channelTitle}</p>
        <dl className={styles.stats}>
          <div>
            <dt>{t.views}</dt>
            <dd>{formatCountKo(video.viewCount)}</dd>
          </div>
          <div>
            <dt>{t.likes}</dt>
            <dd>{formatCountKo(video.likeCount)}</dd>
          </div>
          {video.publishedAt && (
            <div>
              <dt>{t.published}</dt>
              <dd>
                <time dateTime={video.publishedAt}>{timeAgo(video.publishedAt)}</time>
              </dd>
            </div>
          )}
        </dl>
      </div>
    </li>
  );
}
