import { useParams } from 'react-router';
import { Avatar } from '../../../components/avatar.tsx';
import { Button, buttonClass } from '../../../components/button.tsx';
import { ContentEmoji } from '../../../components/content-emoji.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { ArrowLeft, SearchX } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { MentionText } from '../../../components/mention-text.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useConfirmPosts } from '../api/confirm-posts.ts';
import { useAdminPostDetail } from '../api/get-admin-post-detail.ts';
import { usePostModeration } from '../hooks/use-post-moderation.ts';
import { formatDateTime } from '../utils/format-date.ts';
import { AdminCommentList } from './admin-comment-list.tsx';
import { AdminPostBlocks } from './admin-post-blocks.tsx';
import styles from './post-detail.module.css';
import { ReasonDialog } from './reason-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

const t = ko.adminConfirm;
const m = ko.moderationAdmin.posts;

/** An admin's view of one post (/admin/confirm/{postId}), opened in its own tab from a card. */
export function AdminPostDetailPage() {
  const { postId = '' } = useParams();
  const detail = useAdminPostDetail(postId);
  const confirm = useConfirmPosts();
  const moderation = usePostModeration();
  useDocumentTitle(detail.data?.post.title || ko.pages.admin.postDetail);

  const back = (
    <Link to="/admin/confirm" className={buttonClass('ghost')}>
      <ArrowLeft size={18} /> {t.postDetail.back}
    </Link>
  );
  if (detail.isPending) return <Spinner label={t.postDetail.loading} />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    return (
      <div className={styles.page}>
        {back}
        {missing ? (
          <EmptyState icon={SearchX} title={t.postDetail.notFound} message={t.postDetail.notFoundMessage} />
        ) : (
          <ErrorPanel message={errorMessage(detail.error)} onRetry={() => detail.refetch()} />
        )}
      </div>
    );
  }

  const { post, mentions } = detail.data;
  const status = post.isConfirmed ? 'confirmed' : (post.moderation?.status ?? 'pending');
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
              {post.sphereName && (
                <>
                  {' · '}
                  <ContentEmoji>{post.sphereIcon}</ContentEmoji> {t.postDetail.sphere(post.sphereName)}
                </>
              )}
            </span>
          </div>
          <StatusBadge post={post} />
        </header>
        <h1 id="admin-post-title" className={styles.title}>
          {post.title?.trim() || t.untitled}
        </h1>
        {post.moderation?.reason && (
          <p className={styles.moderation}>
            {post.moderation.automatic && `${m.automatic} · `}
            {m.moderationReason(post.moderation.reason)}
          </p>
        )}
        {post.content && !textInBlocks && (
          <p className={styles.content}>
            <MentionText text={post.content} mentions={mentions} />
          </p>
        )}
        <section className={styles.section} aria-label={t.postDetail.blocks}>
          <AdminPostBlocks blocks={post.blocks} mentions={mentions} />
        </section>
        <footer className={styles.footer}>
          <span className={styles.muted}>
            {t.postDetail.stats(post.likeCount, post.dislikeCount, post.commentCount)}
            {post.confirmedAt && ` · ${t.postDetail.confirmedAt(formatDateTime(post.confirmedAt))}`}
          </span>
          <span className={styles.footerActions}>
            {status === 'pending' && (
              <Button variant="secondary" onClick={() => moderation.moderate([post.postId], 'reject')}>
                {m.reject}
              </Button>
            )}
            {status === 'confirmed' && (
              <Button variant="secondary" onClick={() => moderation.moderate([post.postId], 'hide')}>
                {m.hide}
              </Button>
            )}
            {status === 'hidden' && (
              <Button
                variant="secondary"
                onClick={() => moderation.moderate([post.postId], 'restore')}
                disabled={moderation.busy}
              >
                {moderation.busy ? m.restoring : m.restore}
              </Button>
            )}
            {(status === 'pending' || status === 'rejected') && (
              <Button onClick={() => confirm.mutate([post.postId])} disabled={confirm.isPending}>
                {confirm.isPending ? t.confirming : t.confirm}
              </Button>
            )}
          </span>
        </footer>
      </article>
      <AdminCommentList postId={post.postId} />
      <ReasonDialog request={moderation.request} busy={moderation.busy} onClose={moderation.close} />
    </div>
  );
}
