import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { insertPost } from './post-fixtures.ts';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-web-'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<html><head><!--app-head--></head><body></body></html>');

let t: TestApp;
let author: Awaited<ReturnType<typeof signUpUser>>;
let reader: Awaited<ReturnType<typeof signUpUser>>;
let postId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  author = await signUpUser(t.app, '작성자');
  reader = await signUpUser(t.app, '독자');
  postId = await insertPost(t.app, author.numericId, {
    title: '상세 제목',
    content: '가'.repeat(150),
    blocks: [
      { id: 't', type: 'text', content: '가'.repeat(150) },
      { id: 'v', type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' },
    ],
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const detail = (id: string | number, cookie?: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/posts/${id}/detail${query}`, headers: cookie ? { cookie } : {} });
const comment = (id: number, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/posts/post${id}/comments`, headers: { cookie }, payload });

describe('GET /api/posts/{postId}/detail', () => {
  it('returns the post and counts a view per request, except the author’s', async () => {
    const first = await detail(`post${postId}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().post).toMatchObject({
      postId: `post${postId}`,
      title: '상세 제목',
      viewCount: 1,
      view_count: 1,
    });
    expect(first.json().comments).toEqual([]);
    expect((await detail(postId, reader.cookie)).json().post.viewCount).toBe(2);
    expect((await detail(postId, author.cookie)).json().post.viewCount).toBe(2);
    expect((await detail(postId)).json().post.viewCount).toBe(3);
  });

  it('returns comments oldest first with replies pointing at their parent', async () => {
    const parent = (await comment(postId, reader.cookie, { content: '첫 댓글' })).json().comment;
    await comment(postId, author.cookie, { content: '답글', parentCommentId: parent.commentId });
    const { comments } = (await detail(postId)).json();
    expect(comments).toHaveLength(2);
    expect(comments[0]).toMatchObject({ content: '첫 댓글', parentCommentId: null, userName: '독자' });
    expect(comments[1]).toMatchObject({ content: '답글', parentCommentId: parent.commentId, userName: '작성자' });
  });

  it('answers not found for nonexistent, deleted and other people’s pending posts', async () => {
    const deleted = await insertPost(t.app, author.numericId, { deleted: true });
    const pending = await insertPost(t.app, author.numericId, { confirmed: false });
    for (const [id, cookie] of [
      ['post999999', undefined],
      [`post${deleted}`, author.cookie],
      [`post${pending}`, undefined],
      [`post${pending}`, reader.cookie],
    ] as const) {
      const response = await detail(id, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: '게시글을 찾을 수 없습니다.' });
    }
    const own = await detail(`post${pending}`, author.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().post.isConfirmed).toBe(false);
  });

  it.each(['abc', 'post', 'post0', 'user1', '1.5'])('answers the malformed id %s with 400', async (id) => {
    const response = await detail(id);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBeTypeOf('string');
  });

  it('checks the userId parameter against the session', async () => {
    expect((await detail(postId, reader.cookie, `?userId=${reader.userId}`)).statusCode).toBe(200);
    expect((await detail(postId, reader.cookie, `?userId=${author.userId}`)).statusCode).toBe(403);
    expect((await detail(postId, undefined, `?userId=${author.userId}`)).statusCode).toBe(401);
  });
});

describe('Open Graph for /post/{postId}', () => {
  const page = (pathname: string) => t.app.inject({ method: 'GET', url: pathname });

  it('describes a confirmed post with its title, 100 characters and the video thumbnail', async () => {
    const html = (await page(`/post/post${postId}`)).body;
    expect(html).toContain('<title>상세 제목 | 튜브스피어</title>');
    expect(html).toContain(`<meta property="og:description" content="${'가'.repeat(100)}…">`);
    expect(html).toContain('<meta property="og:image" content="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg">');
    expect(html).toContain('<meta property="og:type" content="article">');
  });

  it('makes uploaded images absolute and escapes HTML in titles', async () => {
    const id = await insertPost(t.app, author.numericId, {
      title: '<script>x</script>',
      blocks: [{ id: 'i', type: 'image', url: '/uploads/a.webp' }],
    });
    const html = (await page(`/post/${id}`)).body;
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt; | 튜브스피어');
    expect(html).not.toContain('<script>x');
    expect(html).toMatch(/og:image" content="http:\/\/[^"]+\/uploads\/a\.webp"/);
  });

  it("puts a title with replacement patterns ($`, $&, $', $$) in the head as text, not the page around it", async () => {
    const shell = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
    for (const title of ['가격 $` 비교', '$& 쿠폰', "할인 $' 끝", '$$ 두 개', '$<name> 그룹', '$1 원']) {
      const id = await insertPost(t.app, author.numericId, { title, content: `본문 ${title}` });
      const html = (await page(`/post/post${id}`)).body;
      const escaped = title.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;').replace("'", '&#39;');
      expect(html).toContain(`<title>${escaped} | 튜브스피어</title>`);
      expect(html).toContain(`<meta property="og:title" content="${escaped} | 튜브스피어">`);
      // Only the head is added to the shell: the page is never copied into itself.
      expect(html.split('<html>').length).toBe(2);
      expect(html.length).toBeLessThan(shell.length + 2000);
    }
  });

  it('answers pending, missing and malformed posts 404 with the site defaults, not indexed', async () => {
    const pending = await insertPost(t.app, author.numericId, { title: '비밀 대기 글', confirmed: false });
    for (const pathname of [`/post/post${pending}`, '/post/post999999', '/post/abc']) {
      const response = await page(pathname);
      expect(response.statusCode, pathname).toBe(404);
      expect(response.body).toContain('<title>튜브스피어 - 함께 보는 유튜브 커뮤니티</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).not.toContain('비밀 대기 글');
    }
  });
});
