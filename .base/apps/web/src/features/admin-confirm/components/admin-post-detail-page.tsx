import { Link, useParams } from 'react-router';
import { Avatar } from '../../../components/avatar.tsx';
import { Button, buttonClass } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ko } from '../../../i18n/ko/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useConfirmPosts } from '../api/confirm-posts.ts';
import { useAdminPostDetail } from '../api/get-admin-post-detail.ts';
import { formatDateTime } from '../utils/format-date.ts';
import { CommentList } from './comment-list.tsx';
import { PostBlocks } from './post-blocks.tsx';
import styles from './post-detail.module.css';
import { StatusBadge } from './status-badge.tsx';

const t = ko.adminConfirm;

/** Spec §2 Admin post detail (/admin/confirm/{postId}), opened in its own tab from a card. */
export function AdminPostDetailPage() {
  const { postId = '' } = useParams();
  const detail = useAdminPostDetail(postId);
  const confirm = useConfirmPosts();
  useDocumentTitle(detail.data?.title || ko.pages.admin.postDetail);

  const back = (
    <Link to="/admin/confirm" className={buttonClass('ghost')}>
      ← {t.postDetail.back}
    </Link>
  );
  if (detail.isPending) return <Spinner label={t.postDetail.loading} />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    return (
      <div className={styles.page}>
        {back}
        {missing ? (
          <EmptyState icon="🔎" title={t.postDetail.notFound} message={t.postDetail.notFoundMessage} />
        ) : (
          <ErrorPanel message={errorMessage(detail.error)} onRetry={() => detail.refetch()} />
        )}
      </div>
    );
  }

  const post = detail.data;
  // A post's content is its text blocks joined; show it on its own only when no block carries it.
  const textInBlocks = post.blocks.some((block) => block.type === 'text' && block.content.trim());
  return (
    <div className={styles.page}>
      {back}
      <article className={styles.card} aria-labelledby="admin-post-title">
        <header className={styles.header}>
          <Avatar name={post.userName} src={post.profileImage} size={48} />
          <div className={styles.byline}>
            <strong>{post.userName}</strong>
            <span className={styles.muted}>
              <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
              {post.sphereName && ` · ${post.sphereIcon ?? ''} ${t.postDetail.sphere(post.sphereName)}`}
            </span>
          </div>
          <StatusBadge confirmed={post.isConfirmed} />
        </header>
        <h1 id="admin-post-title" className={styles.title}>
          {post.title?.trim() || t.untitled}
        </h1>
        {post.content && !textInBlocks && <p className={styles.content}>{post.content}</p>}
        <section className={styles.section} aria-label={t.postDetail.blocks}>
          <PostBlocks blocks={post.blocks} />
        </section>
        <footer className={styles.footer}>
          <span className={styles.muted}>
            {t.postDetail.stats(post.likeCount, post.dislikeCount, post.commentCount)}
            {post.confirmedAt && ` · ${t.postDetail.confirmedAt(formatDateTime(post.confirmedAt))}`}
          </span>
          {!post.isConfirmed && (
            <Button onClick={() => confirm.mutate([post.postId])} disabled={confirm.isPending}>
              {confirm.isPending ? t.confirming : t.confirm}
            </Button>
          )}
        </footer>
      </article>
      <CommentList postId={post.postId} />
    </div>
  );
}
