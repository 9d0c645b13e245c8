import type { AdminPost } from '@tubesphere/shared/contract/admin-posts';
import { useId } from 'react';
import { Avatar } from '../../../components/avatar.tsx';
import { Button, buttonClass } from '../../../components/button.tsx';
import { ExternalLink } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { formatDateTime } from '../utils/format-date.ts';
import { detectYoutubeVideos, type YoutubeVideo } from '../utils/youtube.ts';
import styles from './post-card.module.css';
import { StatusBadge } from './status-badge.tsx';
import { YoutubeLinkList } from './youtube-link-list.tsx';

const t = ko.adminConfirm;
const m = ko.moderationAdmin.posts;

interface AdminPostCardProps {
  post: AdminPost;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onConfirm: () => void;
  confirming: boolean;
  onPreview: (video: YoutubeVideo) => void;
  /** 반려 (pending), 숨김 (public) or 복원 (hidden): the one moderation step this post allows. */
  onModerate: (action: 'reject' | 'hide' | 'restore') => void;
  moderating: boolean;
}

/** A 글확정 card: author, date, title, text, YouTube links, status and actions. */
export function AdminPostCard({
  post,
  selected,
  onSelect,
  onConfirm,
  confirming,
  onPreview,
  onModerate,
  moderating,
}: AdminPostCardProps) {
  const titleId = useId();
  const title = post.title?.trim() || t.untitled;
  const status = post.isConfirmed ? 'confirmed' : (post.moderation?.status ?? 'pending');
  const pending = status === 'pending';
  return (
    <article className={`${styles.card} ${selected ? styles.selected : ''}`} aria-labelledby={titleId}>
      <header className={styles.header}>
        {pending && (
          // The label pads the small box out to a 44 px touch target.
          <label className={styles.checkTarget}>
            <input
              type="checkbox"
              className={styles.check}
              checked={selected}
              aria-label={t.select(title)}
              onChange={(event) => onSelect(event.target.checked)}
            />
          </label>
        )}
        <Avatar name={post.userName} src={post.profileImage} size={36} />
        <div className={styles.byline}>
          <strong className={styles.author}>{post.userName}</strong>
          <time className={styles.date} dateTime={post.createdAt}>
            {formatDateTime(post.createdAt)} · {post.timeAgo}
          </time>
        </div>
        <StatusBadge post={post} />
      </header>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      {post.content && <p className={styles.text}>{post.content}</p>}
      {post.moderation?.reason && (
        <p className={styles.moderation}>
          {post.moderation.automatic && `${m.automatic} · `}
          {m.moderationReason(post.moderation.reason)}
        </p>
      )}
      <YoutubeLinkList videos={detectYoutubeVideos(post)} onPreview={onPreview} />
      <footer className={styles.actions}>
        <a
          href={`/admin/confirm/${post.postId}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary')}
          aria-label={`${t.detail} ${t.detailNewTab}`}
        >
          {t.detail} <ExternalLink size={16} />
        </a>
        {status === 'pending' && (
          <Button variant="secondary" onClick={() => onModerate('reject')} disabled={moderating || confirming}>
            {m.reject}
          </Button>
        )}
        {status === 'confirmed' && (
          <Button variant="secondary" onClick={() => onModerate('hide')} disabled={moderating}>
            {moderating ? m.hiding : m.hide}
          </Button>
        )}
        {status === 'hidden' && (
          <Button variant="secondary" onClick={() => onModerate('restore')} disabled={moderating}>
            {moderating ? m.restoring : m.restore}
          </Button>
        )}
        {(status === 'pending' || status === 'rejected') && (
          <Button onClick={onConfirm} disabled={confirming}>
            {confirming ? t.confirming : t.confirm}
          </Button>
        )}
      </footer>
    </article>
  );
}
