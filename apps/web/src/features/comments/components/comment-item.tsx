import type { Comment } from '@tubesphere/shared/contract/comments';
import { formatDate, timeAgo } from '@tubesphere/shared/domain/format';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/avatar.tsx';
import styles from './comments.module.css';

/** One comment: avatar, name, time and text; `actions` and `children` carry the reply parts. */
export function CommentItem({
  comment,
  actions,
  children,
}: {
  comment: Comment;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className={styles.item} aria-label={comment.userName}>
      <Avatar
        name={comment.userName}
        src={comment.profileImage}
        deleted={comment.authorDeleted}
        size={comment.parentCommentId ? 28 : 36}
      />
      <div className={styles.itemBody}>
        <div className={styles.itemHeader}>
          <span className={styles.author}>{comment.userName}</span>
          <time className={styles.time} dateTime={comment.createdAt} title={formatDate(comment.createdAt)}>
            {timeAgo(comment.createdAt)}
          </time>
        </div>
        <p className={styles.content}>{comment.content}</p>
        {actions}
        {children}
      </div>
    </article>
  );
}
