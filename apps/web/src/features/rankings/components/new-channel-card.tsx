import { formatCount } from '@tubesphere/shared/domain/format';
import { daysSince, type Ranked } from '@tubesphere/shared/domain/rankings';
import { Button } from '../../../components/button.tsx';
import { toast } from '../../../components/toast-store.ts';
import { ko } from '../../../i18n/ko/index.ts';
import type { NewChannel } from '../api/get-new-channels.ts';
import styles from './cards.module.css';
import { ChannelAvatar } from './channel-avatar.tsx';

const t = ko.rankings;

/** Spec §2 new channel card. */
export function NewChannelCard({ channel }: { channel: Ranked<NewChannel> }) {
  return (
    <li className={styles.card}>
      <div className={styles.cardBody}>
        <div className={styles.meta}>
          <span className={`${styles.chip} ${channel.rank <= 3 ? styles.chipNew : ''}`}>
            <span className="visually-hidden">{t.stats.rank} </span>
            {t.rankBadge(channel.rank)}
          </span>
          <span className={`${styles.chip} ${styles.chipNew}`}>{t.newChannels.newBadge}</span>
          <span className={styles.chip}>{t.regions[channel.country]}</span>
        </div>
        <div className={styles.channelHead}>
          <ChannelAvatar src={channel.thumbnail} size={56} />
          <div>
            <h3 className={styles.channelName}>{channel.name}</h3>
            <p className={styles.meta}>
              <span>{t.newChannels.categories[channel.category]}</span>
              <span aria-hidden="true">·</span>
              <span>{t.newChannels.daysSince(daysSince(channel.createdAt))}</span>
            </p>
          </div>
        </div>
        <dl className={styles.counts}>
          <div className={`${styles.count} ${styles.countWide}`}>
            <dt className={styles.countLabel}>{t.stats.subscribers}</dt>
            <dd className={styles.countValue}>
              {formatCount(channel.subscribers)}{' '}
              <span className={styles.growth}>{t.newChannels.growth(channel.growthRate)}</span>
            </dd>
          </div>
          <div className={styles.count}>
            <dt className={styles.countLabel}>{t.stats.totalViews}</dt>
            <dd className={styles.countValue}>{formatCount(channel.totalViews)}</dd>
          </div>
          <div className={styles.count}>
            <dt className={styles.countLabel}>{t.stats.videoCount}</dt>
            <dd className={styles.countValue}>{formatCount(channel.videoCount)}</dd>
          </div>
        </dl>
        <p className={styles.description}>{channel.description}</p>
        <p className={styles.footnote}>{t.newChannels.lastUpdated}</p>
        <div className={styles.actions}>
          <Button variant="secondary" size="small" onClick={() => toast.info(t.newChannels.channelUnavailable)}>
            {t.newChannels.viewChannel}
          </Button>
        </div>
      </div>
    </li>
  );
}
