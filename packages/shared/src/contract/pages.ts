import type { FeedFilters, FeedOrder } from '../domain/feed-url.ts';
import type { AdminSettings } from './admin-settings.ts';
import type { UserProfile } from './auth.ts';
import type { FeedResponse, PostDetailResponse } from './feed.ts';
import type { PlaylistResponse } from './playlists.ts';
import type { SphereDetailResponse } from './sphere-staff.ts';
import type { RecommendedSpheresResponse } from './spheres.ts';
import type { UserPostsResponse, UserResponse } from './users.ts';

/**
 * What the server loads for a page it renders (calling its services, as the API would answer
 * the same person) and hands to the web app's server entry (apps/web/src/entry-server.tsx),
 * which puts each answer where the page's own query looks for it. Ids are as the address
 * writes them, since the page reads them from there.
 */
export type PageData =
  | {
      kind: 'home';
      order: FeedOrder;
      filters: FeedFilters;
      feed: FeedResponse;
      recommendedSpheres: RecommendedSpheresResponse;
      /** For an admin, what the admin settings show on home; null for everyone else. */
      adminSettings: AdminSettings | null;
    }
  | { kind: 'post'; routeId: string; detail: PostDetailResponse }
  | { kind: 'sphere'; sphereId: number; order: FeedOrder; sphere: SphereDetailResponse; feed: FeedResponse }
  | { kind: 'user'; userId: string; profile: UserResponse; posts: UserPostsResponse }
  | { kind: 'playlist'; playlistId: string; playlist: PlaylistResponse };

export interface PageRenderInput {
  /** Path and query string, as requested. */
  url: string;
  page: PageData;
  /** Who the page is for (the session's profile, as /api/auth/me answers), or null for a guest. */
  user: UserProfile | null;
  /** The person's unread notifications (the header's bell shows them); null for a guest. */
  unreadNotifications: number | null;
  /** The person's unread 쪽지 (the header's envelope shows them); null for a guest. */
  unreadMessages: number | null;
  /** The moment "3분 전" is counted from: the browser uses it too until the page has hydrated. */
  renderedAt: number;
}

/** Where React writes the page: a Node stream (only what the renderer needs of one). */
export interface HtmlSink {
  write(chunk: unknown): boolean;
  end(): unknown;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  once(event: string, listener: (...args: unknown[]) => void): unknown;
  emit(event: string, ...args: unknown[]): boolean;
  removeListener(event: string, listener: (...args: unknown[]) => void): unknown;
}

export interface RenderedPage {
  /** Writes the HTML that goes inside #root, then ends `sink`. */
  pipe(sink: HtmlSink): void;
  /** The browser's starting state (JSON text): user, render time and the queries' answers. */
  payload: string;
}

/** The server entry's export: resolves once the whole page has rendered, rejects if it cannot. */
export type RenderPage = (input: PageRenderInput) => Promise<RenderedPage>;
