import type { Post } from '@tubesphere/shared/contract/posts';
import { useMemo, useRef } from 'react';
import { buttonClass } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { FileText } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useScrollAnchor } from '../../../lib/use-scroll-anchor.ts';
import { PostCard } from '../../feed/index.ts';
import { useUserPosts } from '../api/get-user-posts.ts';
import { ListFooter, ListHeader } from './list-pagers.tsx';
import styles from './profile.module.css';

const t = ko.profile;

/** Offset pages shift when posts are added or deleted meanwhile: a post is never shown twice. */
function uniquePosts(pages: { data: { posts: Post[] } }[]): Post[] {
  const byId = new Map<string, Post>();
  for (const post of pages.flatMap((page) => page.data.posts)) if (!byId.has(post.postId)) byId.set(post.postId, post);
  return [...byId.values()];
}

/** The 게시글 tab: public posts, newest first; the owner's pending ones on top, marked 확정 대기. */
export function ProfilePosts({ userId, viewerId }: { userId: string; viewerId: string | null }) {
  const query = useUserPosts(userId, viewerId);
  const posts = useMemo(() => (query.data ? uniquePosts(query.data.pages) : []), [query.data]);
  const isOwner = viewerId === userId;
  const list = useRef<HTMLUListElement>(null);
  useScrollAnchor(list, userId);

  if (query.isPending) return <Spinner label={t.loadingPosts} />;
  if (query.isError && !query.data) {
    return <ErrorPanel message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (posts.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title={t.postsEmptyTitle}
        message={isOwner ? t.postsEmptyMine : undefined}
        action={
          isOwner ? (
            <Link to="/write" className={buttonClass()}>
              {t.writePost}
            </Link>
          ) : undefined
        }
      />
    );
  }
  return (
    <div
      className={`${styles.panel} ${styles.bounded}`}
      aria-busy={query.isFetchingNextPage || query.isFetchingPreviousPage}
    >
      {isOwner && posts.some((post) => !post.isConfirmed) && <p className={styles.note}>{t.pendingNote}</p>}
      <ListHeader query={query} label={t.loadPrevious} />
      <ul ref={list} className={styles.list}>
        {posts.map((post) => (
          <li key={post.postId}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <ListFooter query={query} />
    </div>
  );
}
