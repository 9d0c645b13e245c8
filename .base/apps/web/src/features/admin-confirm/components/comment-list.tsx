import { Avatar } from '../../../components/avatar.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ko } from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminPostComments } from '../api/get-admin-post-comments.ts';
import styles from './post-detail.module.css';

const t = ko.adminConfirm.postDetail;

export function CommentList({ postId }: { postId: string }) {
  const comments = useAdminPostComments(postId);
  return (
    <section className={styles.section} aria-labelledby="admin-comments-title">
      <h2 id="admin-comments-title" className={styles.sectionTitle}>
        {t.comments(comments.data?.length ?? 0)}
      </h2>
      {comments.isPending ? (
        <Spinner label={t.loadingComments} />
      ) : comments.isError ? (
        <ErrorPanel message={errorMessage(comments.error)} onRetry={() => comments.refetch()} />
      ) : comments.data.length === 0 ? (
        <p className={styles.muted}>{t.noComments}</p>
      ) : (
        <ul className={styles.comments}>
          {comments.data.map((comment) => (
            <li key={comment.commentId} className={`${styles.comment} ${comment.parentCommentId ? styles.reply : ''}`}>
              <Avatar name={comment.userName} src={comment.profileImage} size={32} />
              <div className={styles.commentBody}>
                <div className={styles.commentMeta}>
                  <strong>{comment.userName}</strong>
                  <time dateTime={comment.createdAt}>{comment.timeAgo}</time>
                </div>
                <p className={styles.commentText}>{comment.content}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
