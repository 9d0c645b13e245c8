import type { ProfileComment } from '@tubesphere/shared/contract/users';
import { useMemo, useRef } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { MessageCircle } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useScrollAnchor } from '../../../lib/use-scroll-anchor.ts';
import { CommentText } from '../../comments/index.ts';
import { useUserComments } from '../api/get-user-comments.ts';
import { ListFooter, ListHeader } from './list-pagers.tsx';
import styles from './profile.module.css';

const t = ko.profile;

function CommentCard({ comment }: { comment: ProfileComment }) {
  const postTitle = comment.post.title || comment.post.excerpt || t.untitledPost;
  return (
    <article className={styles.comment} aria-label={t.commentOn(postTitle)}>
      <Link to={`/post/${comment.post.postId}#comments`} className={styles.commentPost}>
        <MessageCircle size={14} /> {postTitle}
      </Link>
      <p className={styles.commentText}>
        <CommentText text={comment.content} mentions={comment.mentions} />
      </p>
      <div className={styles.commentMeta}>
        <RelativeTime date={comment.createdAt} />
        {comment.editedAt && <span>{ko.ownContent.edited}</span>}
      </div>
    </article>
  );
}

/** The 댓글 tab: what they said and where, newest first, a bounded number of pages at once. */
export function ProfileComments({ userId, viewerId }: { userId: string; viewerId: string | null }) {
  const query = useUserComments(userId, viewerId, true);
  const comments = useMemo(() => {
    const byId = new Map<number, ProfileComment>();
    for (const c of query.data?.pages.flatMap((page) => page.data.comments) ?? []) {
      if (!byId.has(c.commentId)) byId.set(c.commentId, c);
    }
    return [...byId.values()];
  }, [query.data]);
  const list = useRef<HTMLUListElement>(null);
  useScrollAnchor(list, userId);

  if (query.isPending) return <Spinner label={t.loadingComments} />;
  if (query.isError && !query.data) {
    return <ErrorPanel message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (comments.length === 0) return <EmptyState icon={MessageCircle} title={t.commentsEmptyTitle} />;
  return (
    <div
      className={`${styles.panel} ${styles.bounded}`}
      aria-busy={query.isFetchingNextPage || query.isFetchingPreviousPage}
    >
      <ListHeader query={query} label={t.loadPreviousComments} />
      <ul ref={list} className={styles.list}>
        {comments.map((comment) => (
          <li key={comment.commentId}>
            <CommentCard comment={comment} />
          </li>
        ))}
      </ul>
      <ListFooter query={query} />
    </div>
  );
}
