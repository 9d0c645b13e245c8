import type { NewChannel } from '@tubesphere/shared/contract/rankings';
import { formatCountKo, timeAgo } from '@tubesphere/shared/domain/format';
import { Button, buttonClass } from '../../../components/button.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './cards.module.css';
import { ChannelAvatar } from './channel-avatar.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { HistoryButton } from './history-button.tsx';

const t = ko.rankings;

/** A new-channel card (docs/product.md#rankings), with its subscriber history chart and ☆. */
export function NewChannelCard({
  channel,
  rank,
  onOpenHistory,
}: {
  channel: NewChannel;
  rank: number;
  onOpenHistory: (channel: NewChannel) => void;
}) {
  const live = channel.statsAt !== null;
  const category = channel.category
    ? t.newChannels.categories[channel.category]
    : channel.categoryId !== null
      ? t.categories[channel.categoryId]
      : null;
  return (
    <li className={styles.card}>
      <div className={styles.cardBody}>
        <div className={styles.meta}>
          <span className={`${styles.chip} ${rank <= 3 ? styles.chipNew : ''}`}>
            <span className="visually-hidden">{t.stats.rank} </span>
            {t.rankBadge(rank)}
          </span>
          <span className={`${styles.chip} ${styles.chipNew}`}>{t.newChannels.newBadge}</span>
          {channel.country && (
            <span className={styles.chip}>
              {t.regions[channel.country as keyof typeof t.regions] ?? channel.country}
            </span>
          )}
        </div>
        <div className={styles.channelHead}>
          <ChannelAvatar src={channel.thumbnail} size={56} />
          <div>
            <h3 className={styles.channelName}>{channel.name}</h3>
            <p className={styles.meta}>
              {category && <span>{category}</span>}
              {category && <span aria-hidden="true">·</span>}
              <span>{t.newChannels.daysSince(channel.ageDays)}</span>
            </p>
          </div>
        </div>
        <dl className={styles.counts}>
          <div className={`${styles.count} ${styles.countWide}`}>
            <dt className={styles.countLabel}>{t.stats.subscribers}</dt>
            <dd className={styles.countValue}>
              {channel.hiddenSubscribers ? t.stats.hidden : formatCountKo(channel.subscribers)}{' '}
              <span className={styles.growth}>
                {channel.growthRate ? t.newChannels.growth(channel.growthRate) : t.newChannels.growthPending}
              </span>
            </dd>
          </div>
          <div className={styles.count}>
            <dt className={styles.countLabel}>{t.stats.totalViews}</dt>
            <dd className={styles.countValue}>{formatCountKo(channel.totalViews)}</dd>
          </div>
          <div className={styles.count}>
            <dt className={styles.countLabel}>{t.stats.videoCount}</dt>
            <dd className={styles.countValue}>{formatCountKo(channel.videoCount)}</dd>
          </div>
        </dl>
        {channel.description && <p className={styles.description}>{channel.description}</p>}
        <p className={styles.footnote}>
          {channel.statsAt ? t.newChannels.updatedAgo(timeAgo(channel.statsAt)) : t.newChannels.lastUpdated}
        </p>
        <div className={styles.actions}>
          {live ? (
            <a
              className={buttonClass('secondary', 'small')}
              href={`https://www.youtube.com/channel/${encodeURIComponent(channel.id)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.newChannels.viewChannel}
            </a>
          ) : (
            <Button variant="secondary" size="small" onClick={() => toast.info(t.newChannels.channelUnavailable)}>
              {t.newChannels.viewChannel}
            </Button>
          )}
          <FavoriteButton target={{ kind: 'channel', id: channel.id, item: channel }} />
          <HistoryButton name={channel.name} onClick={() => onOpenHistory(channel)} />
        </div>
      </div>
    </li>
  );
}
