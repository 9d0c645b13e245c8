import type { AdminComment } from '@tubesphere/shared/contract/admin-posts';
import { useState } from 'react';
import { Avatar } from '../../../components/avatar.tsx';
import { Button } from '../../../components/button.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminPostComments } from '../api/get-admin-post-comments.ts';
import { useModerateComment } from '../api/moderate-comment.ts';
import styles from './post-detail.module.css';
import { ReasonDialog, type ReasonRequest } from './reason-dialog.tsx';

const t = ko.adminConfirm.postDetail;
const m = ko.moderationAdmin.comments;

/** Every live comment of the post, hidden ones marked; an admin hides, restores or deletes each. */
export function AdminCommentList({ postId }: { postId: string }) {
  const comments = useAdminPostComments(postId);
  const moderate = useModerateComment();
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const close = () => setRequest(null);

  const ask = (comment: AdminComment, action: 'hide' | 'delete') =>
    setRequest({
      title: action === 'hide' ? m.hideTitle : m.deleteTitle,
      help: action === 'hide' ? m.hideHelp : m.deleteHelp,
      confirmLabel: action === 'hide' ? m.hide : m.delete,
      onConfirm: (reason) => moderate.mutate({ action, commentId: comment.commentId, reason }, { onSettled: close }),
    });

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
          {comments.data.map((comment) => {
            const busy = moderate.isPending && moderate.variables?.commentId === comment.commentId;
            return (
              <li
                key={comment.commentId}
                className={`${styles.comment} ${comment.parentCommentId ? styles.reply : ''} ${comment.hiddenAt ? styles.hiddenComment : ''}`}
              >
                <Avatar name={comment.userName} src={comment.profileImage} size={32} />
                <div className={styles.commentBody}>
                  <div className={styles.commentMeta}>
                    <strong>{comment.userName}</strong>
                    <time dateTime={comment.createdAt}>{comment.timeAgo}</time>
                    {comment.hiddenAt && <span className={styles.hiddenBadge}>{m.hiddenBadge}</span>}
                  </div>
                  <p className={styles.commentText}>{comment.content}</p>
                  {comment.hiddenReason && (
                    <p className={styles.muted}>{ko.moderationAdmin.posts.moderationReason(comment.hiddenReason)}</p>
                  )}
                  <div className={styles.commentActions} role="group" aria-label={m.actionsLabel(comment.userName)}>
                    {comment.hiddenAt ? (
                      <Button
                        size="small"
                        variant="secondary"
                        disabled={busy}
                        onClick={() => moderate.mutate({ action: 'restore', commentId: comment.commentId })}
                      >
                        {m.restore}
                      </Button>
                    ) : (
                      <Button size="small" variant="secondary" disabled={busy} onClick={() => ask(comment, 'hide')}>
                        {m.hide}
                      </Button>
                    )}
                    <Button size="small" variant="ghost" disabled={busy} onClick={() => ask(comment, 'delete')}>
                      {m.delete}
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ReasonDialog request={request} busy={moderate.isPending} onClose={close} />
    </section>
  );
}
