import type { CollectedChannel } from '@tubesphere/shared/contract/youtube';
import { formatCount } from '@tubesphere/shared/domain/format';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './testers.module.css';
import { Thumb } from './thumb.tsx';

const t = ko.adminTesters.video;

/** A channel result: title, thumbnailUrl, subscriberCount, viewCount, videoCount, categoryTitle, country. */
export function ChannelCard({ channel }: { channel: CollectedChannel }) {
  return (
    <article className={`${styles.previewCard} ${styles.channelCard}`}>
      <Thumb src={channel.thumbnailUrl} shape="avatar" />
      <div className={styles.cardBody}>
        <h4 className={styles.cardTitle}>{channel.title}</h4>
        <p className={styles.cardMeta}>
          {channel.categoryTitle}
          {channel.country && ` · ${channel.country}`}
        </p>
        <p className={styles.cardMeta}>
          {channel.hiddenSubscriberCount ? t.hiddenSubscribers : t.subscribers(formatCount(channel.subscriberCount))}
          {` · ${t.views(formatCount(channel.viewCount))} · ${t.videos(formatCount(channel.videoCount))}`}
        </p>
      </div>
    </article>
  );
}
