import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../admin/admin-fixtures.ts';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

/**
 * GET /api/spheres/{sphereId}/posts: the home feed's pages, orders and answer, narrowed to one
 * sphere — with the read cache off (the database path) and on (the cached path).
 */
describe.each([
  ['without the read cache', {}],
  ['with the read cache', { FEED_CACHE_TTL_MS: '60000' }],
])('a sphere feed %s', (_label, env) => {
  let t: TestApp;
  let author: Awaited<ReturnType<typeof signUpUser>>;
  let sphereId: number;
  let otherSphereId: number;
  /** Confirmed, live posts of the sphere, newest first (the pinned one separately). */
  let live: number[];
  let pinned: number;
  let pendingInSphere: number;

  beforeAll(async () => {
    t = await createTestApp({ env });
    author = await signUpUser(t.app, '스피어작가');
    const spheres = await t.app.db.selectFrom('sphere').select('sphere_id').orderBy('sphere_id').execute();
    sphereId = spheres[0]?.sphere_id as number;
    otherSphereId = spheres[1]?.sphere_id as number;
    const confirmed = { is_confirmed: 1, sphere_id: sphereId };
    live = [];
    for (let i = 0; i < 12; i += 1) {
      live.unshift(
        await insertPost(t.app, author.numericId, { ...confirmed, title: `스피어 글 ${i}`, like_count: i % 4 }),
      );
      // Posts elsewhere interleave, so the sphere's own order is what is checked.
      await insertPost(t.app, author.numericId, { is_confirmed: 1, sphere_id: otherSphereId, title: `다른 글 ${i}` });
      await insertPost(t.app, author.numericId, { is_confirmed: 1, sphere_id: null, title: `전체 글 ${i}` });
    }
    pinned = await insertPost(t.app, author.numericId, { ...confirmed, title: '고정 글', is_pinned: 1 });
    // Older than every live post but pinned: first anyway.
    await t.app.db
      .updateTable('post')
      .set({ created_at: '2000-01-01T00:00:00.000Z' })
      .where('post_id', '=', pinned)
      .execute();
    await insertPost(t.app, author.numericId, {
      ...confirmed,
      title: '삭제된 글',
      deleted_at: new Date().toISOString(),
    });
    pendingInSphere = await insertPost(t.app, author.numericId, { sphere_id: sphereId, title: '대기 글' });
    await insertPost(t.app, author.numericId, { sphere_id: otherSphereId, title: '다른 스피어 대기 글' });
  });
  afterAll(async () => {
    await t.close();
  });

  const feed = (query: string, cookie?: string, id: number | string = sphereId) =>
    t.app.inject({ method: 'GET', url: `/api/spheres/${id}/posts${query}`, headers: cookie ? { cookie } : {} });
  const ids = (response: { json(): { data: { posts: { postId: string }[] } } }) =>
    response.json().data.posts.map((p) => Number(p.postId.slice(4)));

  it('holds only the sphere’s confirmed, live posts, pinned first, newest first, in pages', async () => {
    const first = await feed('?page=1&limit=5');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/application\/json/);
    expect(first.json().success).toBe(true);
    expect(first.json().data.pagination).toEqual({ page: 1, limit: 5, hasMore: true });
    expect(ids(first)).toEqual([pinned, ...live.slice(0, 4)]);
    const post = first.json().data.posts[1];
    expect(post).toMatchObject({ sphereId, isConfirmed: true });
    expect(post.sphereName).toBeTypeOf('string');
    const last = await feed('?page=3&limit=5');
    expect(ids(last)).toEqual(live.slice(9));
    expect(last.json().data.pagination.hasMore).toBe(false);
    expect(ids(await feed('?page=4&limit=5'))).toEqual([]);
  });

  it('orders by 인기 and 베스트 like the home feed', async () => {
    const hot = ids(await feed('?sort=hot&limit=20'));
    expect(hot[0]).toBe(pinned);
    expect(new Set(hot)).toEqual(new Set([pinned, ...live]));
    const top = ids(await feed('?sort=top&period=week&limit=20'));
    expect(top[0]).toBe(pinned);
    const likes = async (id: number) =>
      (await t.app.db.selectFrom('post').select('like_count').where('post_id', '=', id).executeTakeFirstOrThrow())
        .like_count;
    const ranked = await Promise.all(top.slice(1).map(likes));
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
  });

  it("puts the author's own pending posts of this sphere on top, for them only", async () => {
    const mine = ids(await feed('?limit=3', author.cookie));
    expect(mine).toEqual([pendingInSphere, pinned, live[0]]);
    expect(ids(await feed('?limit=3'))).toEqual([pinned, live[0], live[1]]);
    const reader = await signUpUser(t.app);
    expect(ids(await feed('?limit=3', reader.cookie))).toEqual([pinned, live[0], live[1]]);
  });

  it('lays the viewer’s reactions over the shared page', async () => {
    const reader = await signUpUser(t.app);
    const target = live[0] as number;
    const liked = await t.app.inject({
      method: 'POST',
      url: `/api/posts/post${target}/like`,
      headers: { cookie: reader.cookie },
      payload: { type: 'like' },
    });
    expect(liked.statusCode).toBe(200);
    const posts = (await feed('?limit=3', reader.cookie)).json().data.posts;
    expect(posts.find((p: { postId: string }) => p.postId === `post${target}`)).toMatchObject({ isLiked: true });
    expect((await feed('?limit=3')).json().data.posts[1]).toMatchObject({ isLiked: false });
  });

  it('keeps spheres and the home feed apart (the cache keys included)', async () => {
    const home = ids(await t.app.inject({ method: 'GET', url: '/api/posts/feed?limit=50' }));
    const other = ids(await feed('?limit=50', undefined, otherSphereId));
    const mine = ids(await feed('?limit=50'));
    expect(other).toHaveLength(12);
    expect(other.some((id) => mine.includes(id))).toBe(false);
    expect(home.length).toBeGreaterThan(mine.length);
  });

  it('answers unknown spheres with 404, bad input with 400 and someone else’s userId with 403', async () => {
    const missing = await feed('', undefined, 99_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: '스피어를 찾을 수 없습니다.' });
    for (const query of ['?sort=best', '?page=0', '?limit=51', '?period=year']) {
      const response = await feed(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBeTypeOf('string');
    }
    expect((await feed('', undefined, 'abc')).statusCode).toBe(400);
    const reader = await signUpUser(t.app);
    expect((await feed(`?userId=${author.userId}`, reader.cookie)).statusCode).toBe(403);
    expect((await feed(`?userId=${reader.userId}`, reader.cookie)).statusCode).toBe(200);
  });
});
