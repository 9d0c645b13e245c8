import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFERRED_SCRIPTS_HASH, DEFERRED_SCRIPTS_LOADER } from '../../src/modules/pages/deferred-scripts.ts';
import { PERSONAL_RENDER_MS_PER_SECOND } from '../../src/modules/pages/page-server.ts';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { insertPost } from '../posts/post-fixtures.ts';
import { makeWebDir } from './page-fixtures.ts';

/**
 * How a rendered page is put together and cached (modules/pages/page-server.ts), with a stand-in
 * for the web build's renderer that writes what it was given. The read cache is on, as in
 * production: guests share one copy of a page until something is written.
 */
const webDir = makeWebDir({ renderer: true });
let t: TestApp;
let author: Awaited<ReturnType<typeof signUpUser>>;
let postId: number;
/** The system's clock, moved on by the tests that need a second to pass instead of waiting it out. */
let skipped = 0;
const clock = { now: () => performance.now() + skipped };
const aSecondLater = () => {
  skipped += 1000;
};

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir, FEED_CACHE_TTL_MS: '60000' }, clock });
  author = await signUpUser(t.app, '글쓴이');
  postId = await insertPost(t.app, author.numericId, { title: '렌더링된 <글>' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const root = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];
const payload = (html: string) => {
  const text = /<script type="application\/json" id="ssr-payload">(.*?)<\/script>/s.exec(html)?.[1];
  return text === undefined ? null : JSON.parse(text);
};

describe('pages rendered on the server', () => {
  it('puts the rendered page in #root and its state after it, for a guest', async () => {
    const response = await get(`/post/post${postId}`);
    expect(response.statusCode).toBe(200);
    expect(root(response.body)).toBe('<main data-kind="post">렌더링된 &lt;글> likes=0</main>');
    expect(payload(response.body)).toEqual({ kind: 'post', user: null });
    expect(response.body).not.toContain('BOOT');
    expect(response.body).toContain('<title>렌더링된 &lt;글&gt; | 튜브스피어</title>');
  });

  it('serves guests one cached copy, counts each view, and renders again after a write', async () => {
    const first = await get(`/post/post${postId}`);
    const second = await get(`/post/post${postId}`);
    expect(second.body).toBe(first.body);
    // Page views count like detail calls: the two above, the one in the previous test, and this call.
    const detail = await get(`/api/posts/post${postId}/detail`);
    expect(detail.json().post.viewCount).toBe(4);

    const reader = await signUpUser(t.app, '독자');
    const liked = await t.app.inject({
      method: 'POST',
      url: `/api/posts/post${postId}/like`,
      headers: { cookie: reader.cookie },
      payload: { type: 'like' },
    });
    expect(liked.statusCode).toBe(200);
    expect(root((await get(`/post/post${postId}`)).body)).toContain('likes=1');
  });

  it('sends the cached copy compressed once per encoding', async () => {
    const plain = (await get('/')).body;
    const br = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);
    const gzip = await get('/', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain);
    expect(root(plain)).toMatch(/^<main data-kind="home">posts=\d+<\/main>$/);
  });

  it('renders a signed-in person their own page, never from the guests’ copy', async () => {
    const guest = await get('/');
    const mine = await get('/', { cookie: author.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(payload(mine.body)).toEqual({ kind: 'home', user: '글쓴이' });
    expect(payload(guest.body)).toEqual({ kind: 'home', user: null });
  });

  it('sends the page for the browser to render when rendering fails', async () => {
    const broken = await signUpUser(t.app, '렌더실패');
    for (const headers of [{}, { cookie: author.cookie }] as Record<string, string>[]) {
      const response = await get(`/user/${broken.userId}`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"><div class="boot-shell">BOOT</div></div>');
      expect(payload(response.body)).toBeNull();
      expect(response.body).toContain('<title>렌더실패님의 프로필 | 튜브스피어</title>');
    }
  });

  it('sends a member’s page for the browser to render once a second’s rendering budget is spent', async () => {
    expect(PERSONAL_RENDER_MS_PER_SECOND).toBeLessThan(600);
    const slow = await signUpUser(t.app, '느린렌더');
    const path = `/user/${slow.userId}`;
    const renderedPage = '<main data-kind="user">느린렌더</main>';
    // A second after any render before it (other tests render too).
    aSecondLater();
    const first = await get(path, { cookie: author.cookie });
    expect(root(first.body)).toBe(renderedPage);
    // 600 ms of rendering in this second: the next member's page is the browser's to render.
    const next = await get(path, { cookie: author.cookie });
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain('BOOT');
    expect(next.body).toContain('<script type="module" crossorigin src="/assets/index-test.js"></script>');
    expect(next.body).toContain('<title>느린렌더님의 프로필 | 튜브스피어</title>');
    // A guest's page is not a member's render: still served.
    expect(root((await get('/')).body)).toContain('data-kind="home"');
    // The next second, members' pages are rendered again.
    aSecondLater();
    expect(root((await get(path, { cookie: author.cookie })).body)).toBe(renderedPage);
    // That render spent this second's budget too: the tests after this one start in a fresh one.
    aSecondLater();
  });

  it('answers a missing page 404 without keeping it', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await get('/post/post99999999');
      expect(response.statusCode).toBe(404);
      expect(payload(response.body)).toBeNull();
    }
  });

  it('styles a rendered page from its head but leaves its scripts to the entry; a browser-rendered one preloads them', async () => {
    const stylesheet = '<link rel="stylesheet" crossorigin href="/assets/feed-test.css">';
    const preload = '<link rel="modulepreload" crossorigin href="/assets/feed-test.js">';
    const rendered = await get('/');
    expect(root(rendered.body)).toContain('data-kind="home"');
    expect(rendered.body).toContain(stylesheet);
    expect(rendered.body).not.toContain(preload);
    // Search results are rendered in the browser: nothing shows until the chunk has run.
    const searched = await get('/?q=%EA%B2%BD%EC%A0%9C');
    expect(searched.body).toContain('BOOT');
    expect(searched.body).toContain(stylesheet);
    expect(searched.body).toContain(preload);
  });

  it('starts a rendered page’s scripts from the end of its body, by a loader its CSP allows', async () => {
    const entry = '<script type="module" crossorigin src="/assets/index-test.js"></script>';
    const imported = '<link rel="modulepreload" crossorigin href="/assets/framework-test.js">';
    const entryOnly = '["/assets/index-test.js","/assets/framework-test.js"]';
    const list = (scripts: string) => `<script type="application/json" id="deferred-scripts">${scripts}</script>`;
    for (const headers of [{}, { cookie: author.cookie }] as Record<string, string>[]) {
      const rendered = await get('/', headers);
      expect(rendered.body).not.toContain(entry);
      expect(rendered.body).not.toContain(imported);
      const tail = rendered.body.slice(rendered.body.indexOf('id="ssr-payload"'));
      // The entry, its imports and the home screen's own chunk, fetched together after the paint.
      const home = '["/assets/index-test.js","/assets/framework-test.js","/assets/feed-test.js"]';
      expect(tail).toContain(`${list(home)}<script>${DEFERRED_SCRIPTS_LOADER}</script>`);
      expect(rendered.headers['content-security-policy']).toContain(DEFERRED_SCRIPTS_HASH);
    }
    // A page the browser renders alone loads its scripts from the head as the build wrote them.
    const searched = (await get('/?q=%EA%B2%BD%EC%A0%9C')).body;
    expect(searched.indexOf(entry)).toBeLessThan(searched.indexOf('</head>'));
    expect(searched).toContain(imported);
    expect(searched).not.toContain('deferred-scripts');
    // A page whose rendering failed shows the boot frame and still gets its scripts: a guest's
    // is sent whole as the browser-rendered page; a member's head had already gone out.
    const broken = await signUpUser(t.app, '렌더실패');
    const failedForGuest = (await get(`/user/${broken.userId}`)).body;
    expect(failedForGuest).toContain('BOOT');
    expect(failedForGuest).toContain(entry);
    const failedForMember = (await get(`/user/${broken.userId}`, { cookie: author.cookie })).body;
    expect(failedForMember).toContain('BOOT');
    expect(failedForMember).toContain(list(entryOnly));
  });
});
