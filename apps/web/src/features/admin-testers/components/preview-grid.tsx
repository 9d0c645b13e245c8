import { formatCount, formatDate } from '@tubesphere/shared/domain/format';
import * as ko from '../../../i18n/ko/index.ts';
import type { PreviewItem } from '../utils/youtube-preview.ts';
import styles from './testers.module.css';
import { Thumb } from './thumb.tsx';
import { VideoCard } from './video-card.tsx';

const t = ko.adminTesters.video;

interface PreviewGridProps {
  items: readonly PreviewItem[];
  selected?: ReadonlySet<string>;
  onToggle?: (key: string) => void;
}

/** Preview cards for any list the YouTube testers return. */
export function PreviewGrid({ items, selected, onToggle }: PreviewGridProps) {
  if (items.length === 0) {
    return (
      <p className={styles.idle}>
        {ko.adminTesters.common.noItems} {ko.adminTesters.common.noItemsHint}
      </p>
    );
  }
  const isCategoryList = items.every((item) => item.kind === 'category');
  return (
    <div className={isCategoryList ? styles.chipGrid : styles.previewGrid} data-testid="preview-grid">
      {items.map((item) => {
        switch (item.kind) {
          case 'video':
            return (
              <VideoCard
                key={item.key}
                video={item}
                selection={
                  onToggle
                    ? {
                        checked: selected?.has(item.key) ?? false,
                        onToggle: () => onToggle(item.key),
                        disabled: !item.available,
                      }
                    : undefined
                }
              />
            );
          case 'channel':
            return <ChannelPreview key={item.key} item={item} />;
          case 'playlist':
            return (
              <article key={item.key} className={styles.previewCard}>
                <Thumb src={item.thumbnail} />
                <div className={styles.cardBody}>
                  <h4 className={styles.cardTitle}>{item.title}</h4>
                  <p className={styles.cardMeta}>{item.channelTitle}</p>
                  {item.itemCount !== null && <p className={styles.cardMeta}>{t.items(item.itemCount)}</p>}
                </div>
              </article>
            );
          case 'comment':
            return (
              <article key={item.key} className={`${styles.previewCard} ${styles.commentCard}`}>
                <div className={styles.commentHead}>
                  <Thumb src={item.avatar} shape="avatar" />
                  <strong>{item.author}</strong>
                </div>
                <p className={styles.commentText}>{item.text}</p>
                <p className={styles.cardMeta}>
                  {t.likes(formatCount(item.likeCount))} · {t.replies(item.replies)}
                  {item.publishedAt && ` · ${formatDate(item.publishedAt)}`}
                </p>
              </article>
            );
          default:
            return (
              <span key={item.key} className={`${styles.chip} ${item.assignable ? '' : styles.chipMuted}`}>
                <strong>{item.id}</strong> {item.title}
                <span className={styles.chipNote}>{item.assignable ? t.assignable : t.notAssignable}</span>
              </span>
            );
        }
      })}
    </div>
  );
}

function ChannelPreview({ item }: { item: Extract<PreviewItem, { kind: 'channel' }> }) {
  return (
    <article className={`${styles.previewCard} ${styles.channelCard}`}>
      <Thumb src={item.thumbnail} shape="avatar" />
      <div className={styles.cardBody}>
        <h4 className={styles.cardTitle}>{item.title}</h4>
        {item.customUrl && <p className={styles.cardMeta}>{item.customUrl}</p>}
        <p className={styles.cardMeta}>
          {item.subscriberCount === null ? t.hiddenSubscribers : t.subscribers(formatCount(item.subscriberCount))}
          {item.viewCount !== null && ` · ${t.views(formatCount(item.viewCount))}`}
          {item.videoCount !== null && ` · ${t.videos(formatCount(item.videoCount))}`}
          {item.country && ` · ${item.country}`}
        </p>
      </div>
    </article>
  );
}
