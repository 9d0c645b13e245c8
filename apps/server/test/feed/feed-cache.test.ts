import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { insertPost } from '../posts/post-fixtures.ts';

/**
 * The read cache (plugins/app/read-cache.ts) on, with a TTL far longer than the test: every change
 * seen here was made visible by invalidation on the write, never by expiry.
 */
let t: TestApp;
let admin: { cookie: string };
let author: Awaited<ReturnType<typeof signUpUser>>;
let reader: Awaited<ReturnType<typeof signUpUser>>;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { FEED_CACHE_TTL_MS: '60000' } });
  admin = await signInAdmin(t.app);
  author = await signUpUser(t.app, '작성자');
  reader = await signUpUser(t.app, '독자');
  for (let i = 0; i < 12; i += 1) ids.push(await insertPost(t.app, author.numericId, { title: `캐시 글 ${i}` }));
});
afterAll(async () => {
  await t.close();
});

type WirePost = { postId: string; title: string | null; likeCount: number; commentCount: number; isLiked: boolean };
const feed = async (query = '', cookie?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/posts/feed${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json().data.posts as WirePost[];
};
const newest = () => `post${ids.at(-1)}`;
const write = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('feed with the read cache on', () => {
  it('serves the same page again, byte for byte', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/posts/feed' });
    const second = await t.app.inject({ method: 'GET', url: '/api/posts/feed' });
    expect(second.body).toBe(first.body);
    expect(first.json().data.pagination).toEqual({ page: 1, limit: 10, hasMore: true });
  });

  it('shows a like at once, to guests and as isLiked to the one who liked', async () => {
    await feed();
    expect((await write(`/api/posts/${newest()}/like`, reader.cookie, { type: 'like' })).statusCode).toBe(200);
    expect((await feed())[0]).toMatchObject({ postId: newest(), likeCount: 1, isLiked: false });
    expect((await feed('', reader.cookie))[0]).toMatchObject({ postId: newest(), likeCount: 1, isLiked: true });
    expect((await feed('', author.cookie))[0]).toMatchObject({ likeCount: 1, isLiked: false });
  });

  it("shows a viewer's own reaction at once, though their page was just remembered", async () => {
    const viewer = await signUpUser(t.app, '다시보는독자');
    const target = `post${ids.at(-2)}`;
    const mine = async () => (await feed('', viewer.cookie)).find((p) => p.postId === target);
    expect(await mine()).toMatchObject({ isLiked: false });
    expect(await mine()).toMatchObject({ isLiked: false });
    expect((await write(`/api/posts/${target}/like`, viewer.cookie, { type: 'like' })).statusCode).toBe(200);
    expect(await mine()).toMatchObject({ isLiked: true });
    expect(await mine()).toMatchObject({ isLiked: true });
    // Someone else's page is not theirs.
    expect((await feed('', reader.cookie)).find((p) => p.postId === target)).toMatchObject({ isLiked: false });
  });

  it('shows a new comment count at once', async () => {
    await feed();
    const response = await write(`/api/posts/${newest()}/comments`, reader.cookie, { content: '캐시 확인' });
    expect(response.statusCode).toBe(201);
    expect((await feed())[0]).toMatchObject({ postId: newest(), commentCount: 1 });
  });

  it("keeps the author's pending post on top of their own cached feed only", async () => {
    await feed('', reader.cookie);
    const created = await write('/api/posts/feed', author.cookie, {
      title: '대기 중인 새 글',
      blocks: [{ id: '1', type: 'text', content: '확정 전' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const pendingId = created.json().post.postId as string;
    const mine = await feed('?limit=3', author.cookie);
    expect(mine.map((p) => p.postId)).toEqual([pendingId, newest(), `post${ids.at(-2)}`]);
    expect((await feed('', reader.cookie)).map((p) => p.postId)).not.toContain(pendingId);

    // Pages after the first shift by the pending post for its author, for nobody else.
    const authorPage2 = await feed('?page=2&limit=3', author.cookie);
    const guestPage2 = await feed('?page=2&limit=3');
    expect(authorPage2[0]?.postId).toBe(`post${ids.at(-3)}`);
    expect(guestPage2[0]?.postId).toBe(`post${ids.at(-4)}`);

    expect((await write('/api/admin/posts/confirm', admin.cookie, { postId: pendingId })).statusCode).toBe(200);
    // The fixtures are dated 2030, so the confirmed post (dated now) joins the guests' feed last.
    expect((await feed('?limit=50')).at(-1)?.postId).toBe(pendingId);
  });

  it('finds a newly confirmed post in a cached search', async () => {
    const search = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/posts/search?q=${encodeURIComponent('유니콘')}`,
      });
      expect(response.statusCode).toBe(200);
      return (response.json().data.posts as WirePost[]).map((p) => p.postId);
    };
    expect(await search()).toEqual([]);
    const created = await write('/api/posts/feed', author.cookie, {
      title: '유니콘 영상',
      blocks: [{ id: '1', type: 'text', content: '유니콘이 나와요' }],
    });
    const postId = created.json().post.postId as string;
    expect(await search()).toEqual([]);
    await write('/api/admin/posts/confirm', admin.cookie, { postId });
    expect(await search()).toEqual([postId]);
  });

  it('does not empty the cache on a refused write', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/posts/feed' });
    const version = t.app.readCache.version;
    expect((await write('/api/posts/post999999/like', reader.cookie, { type: 'like' })).statusCode).toBe(404);
    expect(t.app.readCache.version).toBe(version);
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/feed' })).body).toBe(before.body);
  });
});

describe('sessions with the read cache on', () => {
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

  it('a logout ends the session at once, though it was just remembered', async () => {
    const user = await signUpUser(t.app, '로그아웃');
    expect((await me(user.cookie)).json().user.user_id).toBe(user.userId);
    expect((await write('/api/auth/logout', user.cookie, {})).statusCode).toBe(200);
    expect((await me(user.cookie)).json().user).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/posts/feed', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200);
  });

  it('a session removed behind its back (another process) is forgotten after any write here', async () => {
    const user = await signUpUser(t.app, '다른프로세스');
    expect((await me(user.cookie)).json().user.user_id).toBe(user.userId);
    await t.app.db.deleteFrom('session').where('user_id', '=', user.numericId).execute();
    // Remembered: within FEED_CACHE_TTL_MS another process's logout is not seen yet (decision 045).
    expect((await me(user.cookie)).json().user?.user_id).toBe(user.userId);
    await write(`/api/posts/${newest()}/like`, reader.cookie, { type: 'like' });
    expect((await me(user.cookie)).json().user).toBeNull();
  });

  it('shows the new experience after a rewarded action', async () => {
    const user = await signUpUser(t.app, '보상');
    const before = (await me(user.cookie)).json().user.experience as number;
    expect((await write(`/api/posts/${newest()}/like`, user.cookie, { type: 'like' })).statusCode).toBe(200);
    expect((await me(user.cookie)).json().user.experience).toBeGreaterThan(before);
  });
});
