import type { Post } from '@tubesphere/shared/contract/posts';
import { Flame, Pin } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './post-card.module.css';

const t = ko.feed.card;

function regionName(code: string | null): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames(['ko'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const moderationBadge = { rejected: ko.reports.moderation.rejectedBadge, hidden: ko.reports.moderation.hiddenBadge };

/**
 * 확정 대기 for the author's pending posts (반려됨 / 숨김 처리됨 when moderation stopped them),
 * 고정됨 for pinned ones, and the popular-video badge for imports.
 */
export function PostBadges({
  post,
}: {
  post: Pick<Post, 'isConfirmed' | 'isPinned' | 'apiSource' | 'ranking' | 'region' | 'moderation'>;
}) {
  const popular = post.apiSource === 'youtube_api';
  if (post.isConfirmed && !post.isPinned && !popular) return null;
  return (
    <ul className={styles.badges}>
      {!post.isConfirmed && (
        <li className={`${styles.badge} ${post.moderation ? styles.moderated : styles.pending}`}>
          {post.moderation ? moderationBadge[post.moderation.status] : t.pending}
        </li>
      )}
      {post.isPinned && (
        <li className={`${styles.badge} ${styles.pinned}`}>
          <Pin size={12} /> {t.pinned}
        </li>
      )}
      {popular && (
        <li className={`${styles.badge} ${styles.popular}`}>
          <Flame size={12} /> {t.popular(post.ranking, regionName(post.region))}
        </li>
      )}
    </ul>
  );
}
