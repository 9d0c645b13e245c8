import type { RankingChannel } from '@tubesphere/shared/contract/rankings';
import { formatCountKo } from '@tubesphere/shared/domain/format';
import type { ReactNode } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './cards.module.css';
import { ChannelAvatar } from './channel-avatar.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { HistoryButton } from './history-button.tsx';
import { openUnlessControl } from './video-row.tsx';

export interface ChannelRowData {
  rank: number;
  name: string;
  thumbnail: string | null;
  meta: readonly string[];
  description?: string | null;
  subscribers: number;
  totalViews: number;
  videoCount: number;
  hiddenSubscribers?: boolean;
}

const t = ko.rankings;

/**
 * One ranked channel in a list: rank, avatar, name with category/country, counts. With `item`,
 * its history chart and a ☆ (the imported-channel ranking has neither).
 */
export function ChannelRow({
  channel,
  extra,
  item,
  onOpenHistory,
}: {
  channel: ChannelRowData;
  extra?: ReactNode;
  item?: RankingChannel;
  onOpenHistory?: (channel: RankingChannel) => void;
}) {
  const open = item && onOpenHistory ? () => onOpenHistory(item) : null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the chart button is the keyboard way in; the row click is a bigger target for the mouse
    <li
      className={`${styles.row} ${item ? `${styles.rowWithAction} ${styles.clickable}` : ''}`}
      onClick={open ? openUnlessControl(open) : undefined}
    >
      <span className={`${styles.rowRank} ${channel.rank <= 3 ? styles.rowRankTop : ''}`}>
        <span className="visually-hidden">{t.stats.rank} </span>
        {channel.rank}
      </span>
      <ChannelAvatar src={channel.thumbnail} size={48} />
      <div className={styles.rowMain}>
        <h3 className={styles.rowTitle}>{channel.name}</h3>
        <p className={styles.meta}>
          {channel.meta.filter(Boolean).map((text) => (
            <span key={text} className={styles.chip}>
              {text}
            </span>
          ))}
          {extra}
        </p>
        {channel.description && <p className={styles.rowDescription}>{channel.description}</p>}
      </div>
      <dl className={styles.rowStats}>
        <div>
          <dt>{t.stats.subscribers}</dt>
          <dd>{channel.hiddenSubscribers ? t.stats.hidden : formatCountKo(channel.subscribers)}</dd>
        </div>
        <div>
          <dt>{t.stats.totalViews}</dt>
          <dd>{formatCountKo(channel.totalViews)}</dd>
        </div>
        <div>
          <dt>{t.stats.videoCount}</dt>
          <dd>{formatCountKo(channel.videoCount)}</dd>
        </div>
      </dl>
      {item && (
        <span className={styles.rowAction}>
          {open && <HistoryButton name={channel.name} onClick={open} />}
          <FavoriteButton target={{ kind: 'channel', id: item.id, item }} compact />
        </span>
      )}
    </li>
  );
}
