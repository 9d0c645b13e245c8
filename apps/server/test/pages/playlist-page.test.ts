import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { insertPost } from '../posts/post-fixtures.ts';
import { makeWebDir } from './page-fixtures.ts';

/**
 * /playlist/{id} is rendered on the server like a post: its head carries the list's Open Graph
 * card, #root the rendered list, and a private list is a 404 page to everyone but its editors.
 */
const SITE = 'https://tubesphere.example';
const webDir = makeWebDir({ renderer: true });
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpUser>>;
const lists: Record<'public' | 'unlisted' | 'private' | 'empty', number> = {
  public: 0,
  unlisted: 0,
  private: 0,
  empty: 0,
};

const video = (id: string, title: string) =>
  insertPost(t.app, owner.numericId, { title, blocks: [{ id: 'v', type: 'video', url: `https://youtu.be/${id}` }] });

async function list(title: string, visibility: string, postIds: number[], description?: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/playlists',
    headers: { cookie: owner.cookie },
    payload: { title, visibility, ...(description ? { description } : {}) },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().playlist.id as number;
  for (const postId of postIds) {
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/playlists/${id}/items`,
      headers: { cookie: owner.cookie },
      payload: { postId: `post${postId}` },
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir, SITE_URL: `${SITE}/` } });
  owner = await signUpUser(t.app, '목록주인');
  const first = await video('dQw4w9WgXcQ', '첫 <영상>');
  const second = await video('9bZkp7q19f0', '둘째 영상');
  lists.public = await list('퇴근길 "모음"', 'public', [first, second], '출퇴근에 보는 영상 & 음악');
  lists.unlisted = await list('링크로만', 'unlisted', [second]);
  lists.private = await list('나만 보기', 'private', [first]);
  lists.empty = await list('빈 목록', 'public', []);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const root = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

describe('/playlist/{id} rendered on the server', () => {
  it('gives a public list its Open Graph card, canonical address and rendered videos', async () => {
    const response = await get(`/playlist/${lists.public}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>퇴근길 &quot;모음&quot; | 튜브스피어</title>');
    expect(meta(html, 'og:title')).toBe('퇴근길 &quot;모음&quot; | 튜브스피어');
    expect(meta(html, 'og:description')).toBe('출퇴근에 보는 영상 &amp; 음악');
    expect(meta(html, 'og:image')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(meta(html, 'og:url')).toBe(`${SITE}/playlist/${lists.public}`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/playlist/${lists.public}">`);
    expect(html).not.toContain('noindex');
    expect(root(html)).toBe('<main data-kind="playlist">퇴근길 "모음": 첫 &lt;영상>, 둘째 영상</main>');
  });

  it('describes a list without a description by its maker and size, with the site’s card image when empty', async () => {
    const html = (await get(`/playlist/${lists.empty}`)).body;
    expect(meta(html, 'og:description')).toBe('목록주인님의 재생목록 · 영상 0개');
    expect(meta(html, 'og:image')).toBe(`${SITE}/og-image.png`);
  });

  it('keeps an unlisted list out of search engines, without a canonical address', async () => {
    const response = await get(`/playlist/${lists.unlisted}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('rel="canonical"');
    expect(root(response.body)).toContain('링크로만: 둘째 영상');
  });

  it('answers a private list 404 with the not-found page to a guest and to another member, and renders it for its owner', async () => {
    const stranger = await signUpUser(t.app, '지나가는사람');
    for (const cookie of [undefined, stranger.cookie]) {
      const response = await get(`/playlist/${lists.private}`, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).not.toContain('나만 보기');
    }
    const own = await get(`/playlist/${lists.private}`, owner.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('<title>나만 보기 | 튜브스피어</title>');
    expect(own.body).toContain('<meta name="robots" content="noindex">');
  });

  it('answers unknown and malformed ids 404', async () => {
    for (const url of ['/playlist/999999', '/playlist/abc', '/playlist/0']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
