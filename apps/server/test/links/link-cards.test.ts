import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

/**
 * A post's link card is what the server itself read at the URL, stored with the post: a title,
 * site name or picture the author's browser sends is never shown, and the domain is always the
 * link's own host — a card cannot read "네이버 로그인 - 보안 확인" over some other site.
 */
const PAGE = `<!doctype html><html><head>
  <meta property="og:title" content="진짜 페이지 제목">
  <meta property="og:description" content="진짜 설명">
  <meta property="og:site_name" content="진짜 사이트">
</head><body></body></html>`;

const FORGED = {
  title: '네이버 로그인 - 보안 확인',
  description: '계정 보호를 위해 다시 로그인하세요',
  image: 'https://ssl.pstatic.net/static/nid/login.png',
  siteName: 'NAVER',
  domain: 'nid.naver.com',
};

let site: http.Server;
let origin: string;
let t: TestApp;
let author: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  site = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { SAFE_FETCH_TEST_ALLOW: `127.0.0.1:${port}` } });
  author = await signUpUser(t.app, '링크작성자');
});
afterAll(async () => {
  await t.close();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

type Card = Record<string, unknown>;
const linkOf = (post: { blocks: { type: string }[] }) => post.blocks.find((block) => block.type === 'link') as Card;
const storedCard = async (postId: string) => {
  const row = await t.app.db
    .selectFrom('post')
    .select('blocks_json')
    .where('post_id', '=', Number(postId.slice(4)))
    .executeTakeFirstOrThrow();
  return (JSON.parse(row.blocks_json) as { type: string }[]).find((block) => block.type === 'link') as Card;
};

const write = (method: 'POST' | 'PATCH', url: string, blocks: object[]) =>
  t.app.inject({ method, url, headers: { cookie: author.cookie }, payload: { title: '링크 글', blocks } });

describe('link cards in posts', () => {
  it('builds the card from the server’s own fetch, whatever the browser sent, and stores it with the post', async () => {
    const url = `${origin}/article`;
    const created = await write('POST', '/api/posts/feed', [{ id: '1', type: 'link', url, ...FORGED }]);
    expect(created.statusCode, created.body).toBe(201);
    const expected = {
      type: 'link',
      url,
      title: '진짜 페이지 제목',
      description: '진짜 설명',
      image: null,
      siteName: '진짜 사이트',
      domain: '127.0.0.1',
    };
    const { postId } = created.json().post;
    expect(linkOf(created.json().post)).toMatchObject(expected);
    expect(await storedCard(postId)).toMatchObject(expected);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${postId}/detail`,
      headers: { cookie: author.cookie },
    });
    expect(JSON.stringify(detail.json())).not.toContain('네이버');

    // An edit cannot swap the card either.
    const edited = await write('PATCH', `/api/posts/${postId}`, [{ id: '1', type: 'link', url, ...FORGED }]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await storedCard(postId)).toMatchObject(expected);
  });

  it('leaves a bare card with the real host when the page cannot be read', async () => {
    // Refused by the fetch rules (a private address): the post keeps the link, nothing the browser wrote.
    const url = 'http://10.1.2.3/login';
    const created = await write('POST', '/api/posts/feed', [{ id: '1', type: 'link', url, ...FORGED }]);
    expect(created.statusCode, created.body).toBe(201);
    expect(await storedCard(created.json().post.postId)).toMatchObject({
      url,
      title: '',
      description: '',
      image: null,
      siteName: null,
      domain: '10.1.2.3',
    });
  });
});
