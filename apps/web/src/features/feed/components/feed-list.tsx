import type { Post } from '@tubesphere/shared/contract/posts';
import { type ReactNode, useMemo, useRef } from 'react';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { HydrateApart } from '../../../components/hydrate-apart.tsx';
import { Clapperboard } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useScrollAnchor } from '../../../lib/use-scroll-anchor.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { DEFAULT_FEED_ORDER, type FeedOrder, type FeedSource, HOME_FEED, useFeed } from '../api/get-feed.ts';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll.ts';
import styles from './feed-list.module.css';
import { PostCard } from './post-card.tsx';
import { FeedSkeleton } from './post-card-skeleton.tsx';

const t = ko.feed;

/** Offset pages shift when new posts arrive; a post seen on an earlier page is not shown twice. */
function uniquePosts(pages: { data: { posts: Post[] } }[]): Post[] {
  const byId = new Map<string, Post>();
  for (const post of pages.flatMap((page) => page.data.posts)) if (!byId.has(post.postId)) byId.set(post.postId, post);
  return [...byId.values()];
}

interface FeedListProps {
  order?: FeedOrder;
  source?: FeedSource;
  /** What an empty feed says (the home feed's invitation by default). */
  empty?: ReactNode;
  label?: string;
}

export function FeedList({
  order = DEFAULT_FEED_ORDER,
  source = HOME_FEED,
  empty,
  label = t.feedLabel,
}: FeedListProps) {
  const user = useCurrentUser();
  const feed = useFeed(user?.user_id ?? null, order, source);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !feed.isFetchNextPageError;
  const sentinel = useInfiniteScroll<HTMLDivElement>(() => {
    if (canLoadMore) void fetchNextPage();
  }, canLoadMore);
  const posts = useMemo(() => (feed.data ? uniquePosts(feed.data.pages) : []), [feed.data]);
  // At most FEED_MAX_PAGES pages stay loaded: the card in view stays put as pages above go or come back.
  const list = useRef<HTMLUListElement>(null);
  useScrollAnchor(list, `${order.sort}:${order.period}:${JSON.stringify(source)}`);

  if (feed.isPending) return <FeedSkeleton label={t.loading} />;
  if (feed.isError && !feed.data) {
    return <ErrorPanel message={errorMessage(feed.error)} onRetry={() => void feed.refetch()} />;
  }
  if (posts.length === 0)
    return empty ?? <EmptyState icon={Clapperboard} title={t.emptyTitle} message={t.emptyMessage} />;

  return (
    <section className={styles.feed} aria-label={label} aria-busy={isFetchingNextPage || feed.isFetchingPreviousPage}>
      {feed.hasPreviousPage && (
        <div className={styles.header}>
          {feed.isFetchingPreviousPage ? (
            <FeedSkeleton label={t.loadingPrevious} count={1} />
          ) : feed.isFetchPreviousPageError ? (
            <ErrorPanel message={errorMessage(feed.error)} onRetry={() => void feed.fetchPreviousPage()} />
          ) : (
            <Button variant="secondary" onClick={() => void feed.fetchPreviousPage()}>
              {t.loadPrevious}
            </Button>
          )}
        </div>
      )}
      <ul ref={list} className={styles.list}>
        {posts.map((post) => (
          <li key={post.postId}>
            <HydrateApart>
              <PostCard post={post} />
            </HydrateApart>
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.footer}>
        {isFetchingNextPage && <FeedSkeleton label={t.loadingMore} count={1} />}
        {feed.isFetchNextPageError && (
          <ErrorPanel message={errorMessage(feed.error)} onRetry={() => void fetchNextPage()} />
        )}
        {canLoadMore && (
          <Button variant="secondary" onClick={() => void fetchNextPage()}>
            {t.loadMore}
          </Button>
        )}
        {!hasNextPage && <p className={styles.end}>{t.end}</p>}
      </div>
    </section>
  );
}
