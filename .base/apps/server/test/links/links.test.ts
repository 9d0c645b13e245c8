import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

/** A tiny site the link preview may read: this test's loopback port is allowlisted for it. */
let site: http.Server;
let origin: string;
const hits = new Map<string, number>();

const ARTICLE = `<!doctype html><html><head>
  <title>무시되는 제목</title>
  <meta property="og:title" content="튜브스피어 오픈 &amp; 소식">
  <meta property="og:description" content="영상을 함께 보는 커뮤니티">
  <meta property="og:image" content="/images/cover.jpg">
  <meta property="og:site_name" content="예제뉴스">
</head><body><h1>본문</h1></body></html>`;

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  site = http.createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path.startsWith('/article')) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
    else if (path === '/plain') res.writeHead(200, { 'content-type': 'text/html' }).end('<title> 그냥 페이지 </title>');
    else if (path === '/euc-kr') {
      res.writeHead(200, { 'content-type': 'text/html; charset=euc-kr' });
      res.end(Buffer.concat([Buffer.from('<title>'), Buffer.from([0xc7, 0xd1, 0xb1, 0xdb]), Buffer.from('</title>')]));
    } else if (path === '/moved') res.writeHead(301, { location: '/article-moved' }).end();
    else if (path === '/to-private') res.writeHead(302, { location: 'http://192.168.0.1/router' }).end();
    else if (path === '/to-metadata')
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    else if (path === '/photo.png') res.writeHead(200, { 'content-type': 'image/png' }).end('not read');
    else res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { SAFE_FETCH_TEST_ALLOW: `127.0.0.1:${port}` } });
  cookie = (await signUpUser(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

const preview = (payload: object, withCookie: string | null = cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/links/preview',
    payload,
    headers: withCookie ? { cookie: withCookie } : {},
  });

describe('POST /api/links/preview', () => {
  it('reads Open Graph metadata and answers absolute image URLs', async () => {
    const response = await preview({ url: `${origin}/article#section` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      metadata: {
        title: '튜브스피어 오픈 & 소식',
        description: '영상을 함께 보는 커뮤니티',
        image: `${origin}/images/cover.jpg`,
        siteName: '예제뉴스',
        domain: '127.0.0.1',
      },
    });
  });

  it('caches the answer in link_preview_cache; refresh fetches again', async () => {
    const url = `${origin}/article?cache=1`;
    await preview({ url });
    await preview({ url });
    expect(hits.get('/article?cache=1')).toBe(1);
    const row = await t.app.db.selectFrom('link_preview_cache').selectAll().where('url', '=', url).executeTakeFirst();
    expect(row).toMatchObject({ ok: 1 });
    expect(JSON.parse(row?.metadata_json ?? '{}').title).toBe('튜브스피어 오픈 & 소식');
    await preview({ url, refresh: true });
    expect(hits.get('/article?cache=1')).toBe(2);
  });

  it('falls back to <title>, decodes EUC-KR, follows a redirect and names files', async () => {
    expect((await preview({ url: `${origin}/plain` })).json().metadata).toMatchObject({
      title: '그냥 페이지',
      image: null,
    });
    expect((await preview({ url: `${origin}/euc-kr` })).json().metadata.title).toBe('한글');
    expect((await preview({ url: `${origin}/moved` })).json().metadata.title).toBe('튜브스피어 오픈 & 소식');
    expect((await preview({ url: `${origin}/photo.png` })).json().metadata).toMatchObject({
      title: 'photo.png',
      image: `${origin}/photo.png`,
    });
  });

  it('answers 422 when the page cannot be read, and remembers that for a while', async () => {
    const url = `${origin}/missing-page`;
    const first = await preview({ url });
    expect(first.statusCode).toBe(422);
    expect(first.json()).toEqual({ error: '링크 미리보기를 가져올 수 없습니다.' });
    expect((await preview({ url })).statusCode).toBe(422);
    expect(hits.get('/missing-page')).toBe(1);
  });

  it.each([
    'http://127.0.0.1/',
    'http://127.0.0.1:6379/',
    'http://localhost/',
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'http://[::1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://10.0.0.5/',
    'http://0.0.0.0/',
  ])('refuses the private address %s with 400', async (url) => {
    const response = await preview({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: '이 주소는 미리 볼 수 없습니다.' });
  });

  it('refuses a redirect to a private address (checked on every hop)', async () => {
    for (const path of ['/to-private', '/to-metadata']) {
      const response = await preview({ url: `${origin}${path}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: '이 주소는 미리 볼 수 없습니다.' });
    }
  });

  it('refuses the allowlisted port under another host name', async () => {
    const port = new URL(origin).port;
    expect((await preview({ url: `http://localhost:${port}/article` })).statusCode).toBe(400);
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/file',
    'javascript:alert(1)',
    'gopher://127.0.0.1:70/',
  ])('refuses the non-http scheme %s', async (url) => {
    const response = await preview({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'http 또는 https 링크만 미리 볼 수 있습니다.' });
  });

  it('validates the body', async () => {
    expect((await preview({})).json()).toEqual({ error: '링크 주소를 입력해주세요.' });
    expect((await preview({ url: '  ' })).json()).toEqual({ error: '링크 주소를 입력해주세요.' });
    const garbage = await preview({ url: 'not a url' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({ error: '올바른 링크 주소가 아닙니다.' });
  });

  it('answers guests with 401', async () => {
    const response = await preview({ url: `${origin}/article` }, null);
    expect(response.statusCode).toBe(401);
  });
  // The per-address limit of previews: test/rate-limits/route-limits.test.ts.
});

describe('configuration', () => {
  it('refuses the test allowlist outside NODE_ENV=test', async () => {
    const { loadConfig } = await import('../../src/config.ts');
    expect(() => loadConfig({ NODE_ENV: 'production', SAFE_FETCH_TEST_ALLOW: '127.0.0.1:80' })).toThrow(
      /SAFE_FETCH_TEST_ALLOW/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).safeFetchTestAllowlist).toEqual([]);
  });
});
