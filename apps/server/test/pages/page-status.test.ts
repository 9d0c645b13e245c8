import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { insertPost } from '../posts/post-fixtures.ts';
import { jsonLd, makeWebDir } from './page-fixtures.ts';

/**
 * What status and head every kind of address gets (modules/pages): the pages the server
 * renders, the ones the browser renders, admin pages, and addresses that do not exist.
 */
const SITE = 'https://tubesphere.example';
const webDir = makeWebDir();
let t: TestApp;
let author: Awaited<ReturnType<typeof signUpUser>>;
let confirmed: number;
let pending: number;
let deleted: number;

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir, SITE_URL: `${SITE}/` } });
  author = await signUpUser(t.app, '글쓴이');
  confirmed = await insertPost(t.app, author.numericId, {
    title: '공개 글 & 영상',
    content: '함께 보면 좋은 영상입니다.',
    blocks: [
      { id: 't', type: 'text', content: '함께 보면 좋은 영상입니다.' },
      { id: 'v', type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ],
  });
  pending = await insertPost(t.app, author.numericId, { title: '대기 중인 글', confirmed: false });
  deleted = await insertPost(t.app, author.numericId, { title: '지운 글', deleted: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('status codes of pages', () => {
  it('answers the pages that exist 200, with a canonical address on SITE_URL', async () => {
    for (const url of [
      '/',
      '/?sort=hot',
      '/spheres',
      '/login',
      '/trending',
      `/post/post${confirmed}/edit`,
      '/sphere/1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
    const home = (await get('/?sort=hot')).body;
    expect(home).toContain(`<link rel="canonical" href="${SITE}/">`);
    expect(home).not.toContain('noindex');
    expect((await get('/spheres')).body).toContain(`<link rel="canonical" href="${SITE}/spheres">`);
  });

  it('answers unknown addresses 404 with the app shell, which sends the visitor home, not indexed', async () => {
    for (const url of ['/no-such-page', '/post/post1/comments', '/spheres/extra', '/user', '//spheres']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('BOOT');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).not.toContain('rel="canonical"');
    }
    // A missing built file is not a page.
    const asset = await get('/assets/gone-abc123.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toEqual({ error: '요청한 주소를 찾을 수 없습니다.' });
  });

  it('answers a missing, deleted, malformed or other person’s unconfirmed post 404', async () => {
    const reader = await signUpUser(t.app, '독자');
    for (const [url, cookie] of [
      [`/post/post${pending}`, undefined],
      [`/post/post${pending}`, reader.cookie],
      [`/post/post${deleted}`, undefined],
      ['/post/post99999999', undefined],
      ['/post/abc', undefined],
    ] as const) {
      const response = await get(url, cookie);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('대기 중인 글');
      expect(response.body).not.toContain('지운 글');
    }
  });

  it('shows the author their own unconfirmed post, kept out of search engines', async () => {
    const response = await get(`/post/post${pending}`, author.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('<title>대기 중인 글 | 튜브스피어</title>');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });

  it('answers missing spheres and people 404, existing ones 200', async () => {
    expect((await get('/sphere/99999')).statusCode).toBe(404);
    expect((await get('/sphere/0')).statusCode).toBe(404);
    expect((await get('/user/user99999999')).statusCode).toBe(404);
    expect((await get('/user/nobody')).statusCode).toBe(404);
    expect((await get(`/user/${author.userId}`)).statusCode).toBe(200);
    expect((await get(`/user/${author.numericId}`)).statusCode).toBe(200);
  });

  it('marks admin pages, member-only pages and search results noindex', async () => {
    const memberOnly = ['/write', '/settings', '/notifications', '/character', '/post/post1/edit'];
    for (const url of ['/admin', '/admin/query', '/admin/no-such-tool', ...memberOnly]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    }
    const trending = await get('/trending');
    expect(trending.headers['x-robots-tag']).toBeUndefined();
    expect(trending.body).not.toContain('noindex');
    const search = await get('/?q=%EA%B3%A0%EC%96%91%EC%9D%B4');
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain('<meta name="robots" content="noindex">');
  });

  it('answers HEAD like GET', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
  });
});

describe('link cards and structured data', () => {
  it('gives pages without an image the default 1200×630 card', async () => {
    const html = (await get('/')).body;
    expect(html).toContain(`<meta property="og:image" content="${SITE}/og-image.png">`);
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const [site] = jsonLd(html);
    expect(site).toMatchObject({ '@type': 'WebSite', url: `${SITE}/` });
  });

  it('describes a post as a DiscussionForumPosting with its YouTube video', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/posts/post${confirmed}/like`,
      headers: { cookie: author.cookie },
      payload: { type: 'like' },
    });
    const html = (await get(`/post/post${confirmed}`)).body;
    expect(html).toContain('<meta property="og:image" content="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg">');
    const [posting] = jsonLd(html);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      url: `${SITE}/post/post${confirmed}`,
      headline: '공개 글 & 영상',
      text: '함께 보면 좋은 영상입니다.',
      author: { '@type': 'Person', name: '글쓴이', url: `${SITE}/user/${author.userId}` },
      commentCount: 0,
      video: {
        '@type': 'VideoObject',
        embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        thumbnailUrl: ['https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg'],
      },
    });
    expect(typeof posting?.datePublished).toBe('string');
    expect(posting?.interactionStatistic).toContainEqual({
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/LikeAction',
      userInteractionCount: 1,
    });
  });

  it('keeps text inside a JSON-LD block from ever closing the script element', async () => {
    const id = await insertPost(t.app, author.numericId, { title: '</script><script>alert(1)</script>' });
    const html = (await get(`/post/post${id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLd(html)[0]?.headline).toBe('</script><script>alert(1)</script>');
  });
});
