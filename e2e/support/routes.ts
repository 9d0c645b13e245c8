import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Every route (docs/product.md#routes; the route table in apps/web/src/app/router.tsx), for the suites that
 * sweep the whole site: accessibility, phone layout and the screenshot script.
 * `routerPaths()` reads router.tsx so a route added there without being added here fails a test.
 */
export type Access = 'public' | 'user' | 'admin';

export interface AppRoute {
  /** Path as in the router; `:postId` is filled in by `resolvePath`. */
  path: string;
  access: Access;
  /** Something that is only on the page once its data has arrived. */
  ready?: (page: Page) => Promise<void>;
}

const articleShown = async (page: Page) => {
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
};

export const MAIN_ROUTES: AppRoute[] = [
  { path: '/', access: 'public', ready: articleShown },
  { path: '/login', access: 'public' },
  { path: '/forgot-password', access: 'public' },
  // Without a token: the pages' "link is not right" state.
  { path: '/reset-password', access: 'public' },
  { path: '/verify-email', access: 'public' },
  { path: '/unsubscribe', access: 'public' },
  { path: '/post/:postId', access: 'public', ready: articleShown },
  {
    path: '/spheres',
    access: 'public',
    ready: async (page) => {
      await expect(page.getByRole('list', { name: '스피어 목록' })).toBeVisible();
    },
  },
  { path: '/sphere/:sphereId', access: 'public', ready: articleShown },
  // A signed-in 새내기 sees the "not yet" state; the form itself is in e2e/sphere-staff.spec.ts.
  { path: '/spheres/new', access: 'user' },
  // Not the visitor's sphere to run: the 운영진만 state.
  { path: '/sphere/:sphereId/reports', access: 'user' },
  {
    path: '/user/:userId',
    access: 'public',
    ready: async (page) => {
      await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    },
  },
  { path: '/trending', access: 'public' },
  { path: '/playboard-channels', access: 'public' },
  { path: '/playboard-videos', access: 'public' },
  { path: '/channel-ranking', access: 'public' },
  { path: '/category-ranking', access: 'public' },
  { path: '/time-ranking', access: 'public' },
  { path: '/new-channel-ranking', access: 'public' },
  { path: '/modlog', access: 'public' },
  // A list the signed-in context makes for the visit (empty: its 영상이 없어요 state).
  { path: '/playlist/:playlistId', access: 'user' },
  // The same list's edit screen (details, an empty 영상 순서) and a new list's form.
  { path: '/playlist/:playlistId/edit', access: 'user' },
  { path: '/playlists/new', access: 'user' },
  // A 같이 보기 the signed-in context starts for the visit, on a video post of its own.
  {
    path: '/watch/:partyId',
    access: 'user',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: '채팅' })).toBeVisible();
    },
  },
  { path: '/write', access: 'user' },
  { path: '/write-youtube', access: 'user' },
  {
    path: '/post/:postId/edit',
    access: 'user',
    ready: async (page) => {
      await expect(page.getByRole('textbox', { name: '제목' })).toBeVisible();
    },
  },
  {
    path: '/character',
    access: 'user',
    ready: async (page) => {
      await expect(page.getByTestId('assembly-canvas')).toBeVisible();
    },
  },
  { path: '/settings', access: 'user' },
  { path: '/bookmarks', access: 'user' },
  { path: '/notifications', access: 'user' },
  { path: '/messages', access: 'user' },
  // A thread with the author of a public post (empty: its 첫 쪽지 state, or 보낼 수 없음 for a 새내기).
  { path: '/messages/:userId', access: 'user' },
];

const ADMIN_PATHS = [
  '/admin',
  '/admin/confirm',
  '/admin/confirm/:postId',
  '/admin/query',
  '/admin/settings',
  '/admin/ranking-collector',
  '/admin/audit',
  '/admin/mail',
  '/admin/dashboard',
  '/admin/reports',
  '/admin/users',
  '/admin/youtube-api',
  '/admin/youtube-channels-api',
  '/admin/youtube-videos-api',
  '/admin/youtube-search-api',
  '/admin/youtube-channels-api-test',
  '/admin/youtube-playlists-api',
  '/admin/youtube-playlist-items-api',
  '/admin/youtube-comment-threads-api',
  '/admin/youtube-video-categories-api',
  '/admin/news-api',
  '/admin/stock-keyword',
  '/admin/naver-news',
  '/admin/real-estate-auction',
];

/** The moderation pages, once their data is in (docs/decisions/110–113). */
const MODERATION_READY: Record<string, AppRoute['ready']> = {
  '/admin/dashboard': async (page) => {
    await expect(page.getByRole('heading', { name: '최근 30일 활동' })).toBeVisible();
  },
  '/admin/reports': async (page) => {
    await expect(page.getByRole('tab', { name: /처리 대기\s*\d/ })).toBeVisible();
  },
  '/admin/users': async (page) => {
    await expect(page.getByRole('table')).toBeVisible();
  },
};

export const ADMIN_ROUTES: AppRoute[] = ADMIN_PATHS.map((path) => ({
  path,
  access: 'admin',
  ready:
    MODERATION_READY[path] ??
    (path === '/admin' || path === '/admin/confirm'
      ? async (page) => {
          await expect(page.getByRole('tabpanel')).toBeVisible();
        }
      : path === '/admin/confirm/:postId'
        ? articleShown
        : undefined),
}));

export const ALL_ROUTES = [...MAIN_ROUTES, ...ADMIN_ROUTES];

/** The paths router.tsx registers (top level, the signed-in group and ADMIN_PAGES). */
export function routerPaths(): string[] {
  const read = (file: string) =>
    fs.readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/app', file), 'utf8');
  const source = read('router.tsx');
  const main = [...source.matchAll(/path: '([^'*]+)'/g)].map((m) => m[1]).filter((p) => p !== 'admin');
  // The admin screens' table is a module of its own (loaded under admin/* only).
  const admin = [...read('admin-routes.tsx').matchAll(/\['([^']+)', \w+, '\w+Page'\]/g)].map((m) => `/admin/${m[1]}`);
  return ['/', ...main.map((p) => `/${p}`), '/admin', ...admin];
}

export interface RouteIds {
  publicPost: string;
  /** A sphere with posts, for /sphere/{sphereId} (the demo's first). */
  sphere?: number;
  /** Only needed (and only creatable) by an admin. */
  pendingPost?: string;
  /** Whose profile /user/{userId} shows: the author of a public post. */
  profileUser?: string;
  /** A post of the signed-in context, for /post/{postId}/edit. */
  ownPost?: string;
  /** A public 재생목록 of the signed-in context, for /playlist/{playlistId}. */
  playlist?: number;
  /** A 같이 보기 hosted by the signed-in context, for /watch/{partyId}. */
  party?: string;
}

/**
 * The first post of the feed as a guest sees it (the demo's pinned post). Asked without the
 * context's session: a member's own feed starts with their pending posts, which routes run
 * earlier on this server may have written (an admin's sweep writes several).
 */
async function firstPublicPost(request: APIRequestContext): Promise<{ postId: string; userId: string }> {
  // The context's server (a request context does not tell its baseURL).
  const origin = new URL((await request.get('/api/healthz')).url()).origin;
  const feed = await fetch(`${origin}/api/posts/feed?page=1&limit=1`);
  expect(feed.ok).toBeTruthy();
  const [post] = (await feed.json()).data.posts as { postId: string; userId: string; isConfirmed: boolean }[];
  expect(post?.isConfirmed).toBe(true);
  return post as { postId: string; userId: string };
}

/** The author of a public post, for /user/{userId}. */
export async function publicAuthorId(request: APIRequestContext): Promise<string> {
  return (await firstPublicPost(request)).userId;
}

/** A post written by the signed-in context (pending; its author can edit it). */
export async function ownPostId(request: APIRequestContext): Promise<string> {
  const created = await request.post('/api/posts/feed', {
    data: { title: '수정 화면 점검용 글', blocks: [{ id: '1', type: 'text', content: '내가 쓴 글입니다.' }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).post.postId as string;
}

/** The ids a route needs, made or read through the signed-in context's API session. */
export async function idsForRoute(route: AppRoute, request: APIRequestContext): Promise<RouteIds> {
  return {
    publicPost: route.path === '/post/:postId' ? await publicPostId(request) : '',
    pendingPost: route.path === '/admin/confirm/:postId' ? await pendingPostId(request) : undefined,
    profileUser:
      route.path === '/user/:userId' || route.path === '/messages/:userId' ? await publicAuthorId(request) : undefined,
    ownPost: route.path === '/post/:postId/edit' ? await ownPostId(request) : undefined,
    playlist: route.path.startsWith('/playlist/:playlistId') ? await ownPlaylistId(request) : undefined,
    party: route.path === '/watch/:partyId' ? await ownPartyId(request) : undefined,
  };
}

/** A 같이 보기 of the signed-in context on a video post it writes for it, for /watch/{partyId}. */
export async function ownPartyId(request: APIRequestContext): Promise<string> {
  const post = await request.post('/api/posts/feed', {
    data: { title: '같이 볼 점검용 영상', blocks: [{ id: '1', type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' }] },
  });
  expect(post.status(), await post.text()).toBe(201);
  const created = await request.post('/api/watch-parties', { data: { postId: (await post.json()).post.postId } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).party.id as string;
}

/** A new public playlist of the signed-in context, for /playlist/{playlistId}. */
export async function ownPlaylistId(request: APIRequestContext): Promise<number> {
  const created = await request.post('/api/playlists', {
    data: { title: '점검용 재생목록', visibility: 'public' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).playlist.id as number;
}

/** A public post's id, for /post/{postId}. */
export async function publicPostId(request: APIRequestContext): Promise<string> {
  return (await firstPublicPost(request)).postId;
}

/** A pending post written by the signed-in context, for /admin/confirm/{postId}. */
export async function pendingPostId(request: APIRequestContext): Promise<string> {
  const created = await request.post('/api/posts/feed', {
    data: {
      title: '접근성 점검용 대기 글',
      blocks: [{ id: '1', type: 'text', content: '관리자 상세 화면을 점검하기 위한 글입니다.' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).post.postId as string;
}

export function resolvePath(route: AppRoute, ids: RouteIds): string {
  if (route.path === '/post/:postId') return `/post/${ids.publicPost}`;
  if (route.path === '/sphere/:sphereId') return `/sphere/${ids.sphere ?? 1}`;
  if (route.path === '/sphere/:sphereId/reports') return `/sphere/${ids.sphere ?? 1}/reports`;
  if (route.path === '/user/:userId') {
    if (!ids.profileUser) throw new Error('profileUser id needed for the profile route');
    return `/user/${ids.profileUser}`;
  }
  if (route.path === '/messages/:userId') {
    if (!ids.profileUser) throw new Error('profileUser id needed for the thread route');
    return `/messages/${ids.profileUser}`;
  }
  if (route.path === '/post/:postId/edit') {
    if (!ids.ownPost) throw new Error('ownPost id needed for the edit route');
    return `/post/${ids.ownPost}/edit`;
  }
  if (route.path.startsWith('/playlist/:playlistId')) {
    if (!ids.playlist) throw new Error('playlist id needed for the playlist route');
    return route.path.replace(':playlistId', String(ids.playlist));
  }
  if (route.path === '/watch/:partyId') {
    if (!ids.party) throw new Error('party id needed for the watch party route');
    return `/watch/${ids.party}`;
  }
  if (route.path === '/admin/confirm/:postId') {
    if (!ids.pendingPost) throw new Error('pendingPost id needed for the admin detail route');
    return `/admin/confirm/${ids.pendingPost}`;
  }
  return route.path;
}

/** Opens a route and waits until its content (not a spinner) is on screen. */
export async function openRoute(page: Page, route: AppRoute, url: string): Promise<void> {
  await page.goto(url);
  await expect(page).toHaveURL((u) => u.pathname === url);
  await expect(page.locator('main h1').first()).toBeVisible();
  await route.ready?.(page);
  await expect(page.locator('[data-spinner]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
