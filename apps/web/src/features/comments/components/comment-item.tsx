import type { Comment } from '@tubesphere/shared/contract/comments';
import { formatDate } from '@tubesphere/shared/domain/format';
import { type ReactNode, useState } from 'react';
import { AuthorName } from '../../../components/author-name.tsx';
import { Avatar } from '../../../components/avatar.tsx';
import { Link } from '../../../components/link.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { TimestampChip } from '../../../components/timestamp-text.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { CommentEditForm } from './comment-edit-form.tsx';
import { CommentLikeButton } from './comment-like-button.tsx';
import { CommentMenu } from './comment-menu.tsx';
import { CommentText } from './comment-text.tsx';
import styles from './comments.module.css';

/**
 * One comment: avatar and name (linking to the profile), time, (수정됨), text with links and
 * mentions, and the ⋯ menu; `actions` and `children` carry the reply parts. A deleted comment
 * that keeps its replies shows only 삭제된 댓글입니다. (a hidden one: 숨겨진 댓글입니다).
 */
export function CommentItem({
  comment,
  actions,
  children,
  highlighted = false,
}: {
  comment: Comment;
  actions?: ReactNode;
  children?: ReactNode;
  highlighted?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const size = comment.parentCommentId ? 28 : 36;
  if (comment.authorBlocked && !comment.isDeleted && !revealed) {
    // 차단: the comment folds to one line; a click opens it once, its replies stay in place.
    return (
      <article
        id={`comment-${comment.commentId}`}
        tabIndex={-1}
        className={`${styles.item} ${styles.deleted}`}
        aria-label={ko.trust.block.collapsedComment}
        data-comment-id={comment.commentId}
        data-blocked="true"
      >
        <span className={styles.deletedAvatar} style={{ width: size, height: size }} aria-hidden="true" />
        <div className={styles.itemBody}>
          <p className={styles.deletedText}>
            {ko.trust.block.collapsedComment}{' '}
            <button type="button" className={styles.revealButton} onClick={() => setRevealed(true)}>
              {ko.trust.block.showComment}
            </button>
          </p>
          {children}
        </div>
      </article>
    );
  }
  if (comment.isDeleted) {
    // Hidden by moderation reads differently from deleted by its author; both keep only their place.
    const placeholder = comment.isHidden ? ko.reports.hiddenComment : ko.ownContent.deletedComment;
    return (
      <article
        id={`comment-${comment.commentId}`}
        tabIndex={-1}
        className={`${styles.item} ${styles.deleted}`}
        aria-label={placeholder}
      >
        <span className={styles.deletedAvatar} style={{ width: size, height: size }} aria-hidden="true" />
        <div className={styles.itemBody}>
          <p className={styles.deletedText}>{placeholder}</p>
          {children}
        </div>
      </article>
    );
  }
  const profile = `/user/${comment.userId}`;
  return (
    <article
      // The target of `#comment-{id}` links (notifications); focusable so the page can move there.
      id={`comment-${comment.commentId}`}
      tabIndex={-1}
      className={`${styles.item} ${highlighted ? styles.highlighted : ''}`}
      aria-label={comment.userName}
      data-comment-id={comment.commentId}
      data-highlighted={highlighted || undefined}
    >
      {comment.authorDeleted ? (
        <Avatar name={comment.userName} src={comment.profileImage} deleted size={size} />
      ) : (
        <Link to={profile} className={styles.avatarLink} aria-label={ko.ownContent.authorProfile(comment.userName)}>
          <Avatar name={comment.userName} src={comment.profileImage} size={size} />
        </Link>
      )}
      <div className={styles.itemBody}>
        <div className={styles.itemHeader}>
          <AuthorName
            userId={comment.userId}
            name={comment.userName}
            deleted={comment.authorDeleted}
            className={styles.author}
            trustLevel={comment.authorTrustLevel}
          />
          <RelativeTime className={styles.time} date={comment.createdAt} />
          {comment.editedAt && (
            <span className={styles.time} title={ko.ownContent.editedAt(formatDate(comment.editedAt))}>
              {ko.ownContent.edited}
            </span>
          )}
          <span className={styles.menu}>
            <CommentMenu comment={comment} onEdit={() => setEditing(true)} />
          </span>
        </div>
        {editing ? (
          <CommentEditForm comment={comment} onDone={() => setEditing(false)} />
        ) : (
          <p className={styles.content}>
            {comment.videoSeconds !== null && <TimestampChip seconds={comment.videoSeconds} />}
            <CommentText text={comment.content} mentions={comment.mentions} />
          </p>
        )}
        {!editing && (
          <div className={styles.itemActions}>
            <CommentLikeButton comment={comment} />
            {actions}
          </div>
        )}
        {children}
      </div>
    </article>
  );
}
