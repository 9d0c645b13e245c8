import type { AdminPostStatus } from '@tubesphere/shared/contract/admin-posts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Inbox, SearchX } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useConfirmPosts } from '../api/confirm-posts.ts';
import { useAdminPosts } from '../api/get-admin-posts.ts';
import { usePostModeration } from '../hooks/use-post-moderation.ts';
import type { YoutubeVideo } from '../utils/youtube.ts';
import styles from './admin-confirm-page.module.css';
import { AdminPostCard } from './admin-post-card.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { SelectionBar } from './selection-bar.tsx';
import { PANEL_ID, tabId } from './status-tabs.tsx';

const t = ko.adminConfirm;

/** One tab's list: loading, error with retry, empty, cards, 더 많은 게시글 보기, bulk confirm. */
export function PostList({
  status,
  q,
  onPreview,
}: {
  status: AdminPostStatus;
  q: string;
  onPreview: (video: YoutubeVideo) => void;
}) {
  const list = useAdminPosts(status, q);
  const confirm = useConfirmPosts();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const unselect = (ids: string[]) => setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
  const moderation = usePostModeration(unselect);
  const posts = list.data?.pages.flatMap((page) => page.results) ?? [];
  const pendingIds = posts.filter((post) => !post.isConfirmed && !post.moderation).map((post) => post.postId);
  const busyIds = confirm.isPending ? new Set(confirm.variables) : new Set<string>();
  const panelRef = useRef<HTMLDivElement>(null);
  // A card confirmed from the keyboard leaves the 미확정 list (or loses its button in 전체): the
  // focus goes to the card now in its place, else to the panel, never back to the page start.
  const focusAfter = useRef<{ postId: string; index: number } | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    const panel = panelRef.current;
    if (!target || !panel) return;
    const here = posts[target.index];
    const stillThere = here?.postId === target.postId && !here.isConfirmed && !here.moderation;
    if (stillThere) return;
    focusAfter.current = null;
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    const cards = panel.querySelectorAll('article');
    const card = cards[Math.min(target.index, cards.length - 1)];
    (card?.querySelector<HTMLElement>('footer button, footer a') ?? panel).focus();
  });

  const toggle = (postId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(postId);
      else next.delete(postId);
      return next;
    });
  const confirmIds = (ids: string[]) => confirm.mutate(ids, { onSuccess: () => unselect(ids) });
  const liveSelection = [...selected].filter((id) => pendingIds.includes(id));

  let body: React.ReactNode;
  if (list.isPending) body = <Spinner label={t.loadingList} />;
  // A failed "load more" keeps the pages already shown; only a failed first page replaces them.
  else if (!list.data) body = <ErrorPanel message={errorMessage(list.error)} onRetry={() => list.refetch()} />;
  else if (posts.length === 0) {
    const empty = q ? t.empty.search : t.empty[status];
    body = <EmptyState icon={q ? SearchX : Inbox} title={empty.title} message={empty.message} />;
  } else {
    body = (
      <>
        {pendingIds.length > 0 && (
          <SelectionBar
            pendingIds={pendingIds}
            selected={liveSelection}
            busy={confirm.isPending}
            onSelectAll={(on) => setSelected(on ? new Set(pendingIds) : new Set())}
            onConfirm={() => confirmIds(liveSelection)}
            onReject={() => moderation.moderate(liveSelection, 'reject')}
          />
        )}
        <ul className={styles.list}>
          {posts.map((post) => (
            <li key={post.postId}>
              <AdminPostCard
                post={post}
                selected={selected.has(post.postId)}
                onSelect={(on) => toggle(post.postId, on)}
                onConfirm={() => {
                  focusAfter.current = { postId: post.postId, index: posts.indexOf(post) };
                  confirmIds([post.postId]);
                }}
                confirming={busyIds.has(post.postId)}
                onPreview={onPreview}
                onModerate={(action) => {
                  focusAfter.current = { postId: post.postId, index: posts.indexOf(post) };
                  moderation.moderate([post.postId], action);
                }}
                moderating={moderation.busyIds.has(post.postId)}
              />
            </li>
          ))}
        </ul>
        {list.hasNextPage && (
          <Button
            variant="secondary"
            block
            className={styles.loadMore}
            disabled={list.isFetchingNextPage}
            onClick={() => list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? t.loadingMore : t.loadMore}
          </Button>
        )}
        {list.isFetchNextPageError && (
          <p className={styles.fieldError} role="alert">
            {errorMessage(list.error)}
          </p>
        )}
      </>
    );
  }

  return (
    <div
      ref={panelRef}
      id={PANEL_ID}
      role="tabpanel"
      aria-labelledby={tabId(status)}
      className={styles.panel}
      tabIndex={-1}
    >
      {body}
      <ReasonDialog request={moderation.request} busy={moderation.busy} onClose={moderation.close} />
    </div>
  );
}
