import type { Comment } from '@tubesphere/shared/contract/comments';
import * as ko from '../../../i18n/ko/index.ts';
import { CommentLikeButton } from './comment-like-button.tsx';
import { CommentText } from './comment-text.tsx';
import styles from './comments.module.css';

const t = ko.engagement.best;

/** 베스트 댓글 above the thread: each links to its place in the thread, where it can be answered. */
export function BestComments({ comments }: { comments: Comment[] }) {
  const shown = comments.filter((c) => !c.authorBlocked);
  if (shown.length === 0) return null;
  return (
    <section className={styles.best} aria-labelledby="best-comments-title">
      <h3 id="best-comments-title" className={styles.bestTitle}>
        {t.heading}
      </h3>
      <ol className={styles.bestList}>
        {shown.map((c) => (
          <li key={c.commentId} className={styles.bestItem}>
            <span className={styles.bestBadge}>{t.badge}</span>
            <a href={`#comment-${c.commentId}`} className={styles.author}>
              {c.userName}
            </a>
            <p className={styles.content}>
              <CommentText text={c.content} mentions={c.mentions} />
            </p>
            <CommentLikeButton comment={c} />
          </li>
        ))}
      </ol>
    </section>
  );
}
