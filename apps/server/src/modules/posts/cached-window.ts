import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { feedJson, type SerializedPost } from './feed-json.ts';
import { findViewerState } from './repository.ts';

export type ViewerState = Awaited<ReturnType<typeof findViewerState>>;

/** A cached page of posts as every guest sees it (feed, sphere, profile). */
export interface CachedWindow {
  posts: SerializedPost[];
  /** The whole guest page made of these posts, encoded once (set on first use). */
  guestBody?: Buffer;
  /**
   * Each signed-in viewer's reactions to these posts (and whether they have pending posts), looked
   * up once while the window is cached: a write empties both together (docs/decisions/122).
   */
  viewers?: Map<number, Promise<ViewerState>>;
}

/** A bound on the viewers remembered per cached window (it lives FEED_CACHE_TTL_MS). */
const MAX_VIEWERS_PER_WINDOW = 5000;

/** The viewer's reactions to a cached window: one query per viewer while the window lives. */
export function viewerStateOf(db: Kysely<Database>, window: CachedWindow, viewerId: number): Promise<ViewerState> {
  window.viewers ??= new Map();
  let state = window.viewers.get(viewerId);
  if (!state) {
    if (window.viewers.size >= MAX_VIEWERS_PER_WINDOW) window.viewers.clear();
    const viewers = window.viewers;
    state = findViewerState(
      db,
      viewerId,
      window.posts.map((p) => p.postId),
    );
    viewers.set(viewerId, state);
    // A failed lookup (a busy database) is asked again by the next request.
    state.catch(() => viewers.delete(viewerId));
  }
  return state;
}

/** A guest's page made of the cached posts (one past `limit` tells hasMore), encoded once per entry. */
export function guestPageOf(window: CachedWindow, page: number, limit: number): Buffer {
  window.guestBody ??= Buffer.from(
    feedJson(
      window.posts.slice(0, limit).map((p) => p.json),
      { page, limit, hasMore: window.posts.length > limit },
    ),
  );
  return window.guestBody;
}
