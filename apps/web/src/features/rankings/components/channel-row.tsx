import { formatCount } from '@tubesphere/shared/domain/format';
import type { ReactNode } from 'react';
import { ko } from '../../../i18n/ko/index.ts';
import styles from './cards.module.css';
import { ChannelAvatar } from './channel-avatar.tsx';

export interface ChannelRowData {
  rank: number;
  name: string;
  thumbnail: string | null;
  meta: readonly string[];
  description?: string | null;
  subscribers: number;
  totalViews: number;
  videoCount: number;
}

const t = ko.rankings;

/** One ranked channel in a list: rank, avatar, name with category/country, counts. */
export function ChannelRow({ channel, extra }: { channel: ChannelRowData; extra?: ReactNode }) {
  return (
    <li className={styles.row}>
      <span className={`${styles.rowRank} ${channel.rank <= 3 ? styles.rowRankTop : ''}`}>
        <span className="visually-hidden">{t.stats.rank} </span>
        {channel.rank}
      </span>
      <ChannelAvatar src={channel.thumbnail} size={48} />
      <div className={styles.rowMain}>
        <h3 className={styles.rowTitle}>{channel.name}</h3>
        <p className={styles.meta}>
          {channel.meta.map((item) => (
            <span key={item} className={styles.chip}>
              {item}
            </span>
          ))}
          {extra}
        </p>
        {channel.description && <p className={styles.rowDescription}>{channel.description}</p>}
      </div>
      <dl className={styles.rowStats}>
        <div>
          <dt>{t.stats.subscribers}</dt>
          <dd>{formatCount(channel.subscribers)}</dd>
        </div>
        <div>
          <dt>{t.stats.totalViews}</dt>
          <dd>{formatCount(channel.totalViews)}</dd>
        </div>
        <div>
          <dt>{t.stats.videoCount}</dt>
          <dd>{formatCount(channel.videoCount)}</dd>
        </div>
      </dl>
    </li>
  );
}
