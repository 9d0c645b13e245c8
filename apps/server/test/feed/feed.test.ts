import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { insertPost } from '../posts/post-fixtures.ts';

let t: TestApp;
let author: Awaited<ReturnType<typeof signUpUser>>;
let reader: Awaited<ReturnType<typeof signUpUser>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  author = await signUpUser(t.app, '작성자');
  reader = await signUpUser(t.app, '독자');
  // Oldest first: the fixture clock moves forward with every insert.
  ids.pinnedOld = await insertPost(t.app, author.numericId, { title: '고정 글', pinned: true });
  for (let i = 0; i < 12; i += 1) ids[`p${i}`] = await insertPost(t.app, author.numericId, { title: `글 ${i}` });
  ids.deleted = await insertPost(t.app, author.numericId, { title: '삭제된 글', deleted: true });
  ids.pending = await insertPost(t.app, author.numericId, { title: '대기 글', confirmed: false });
});
afterAll(async () => {
  await t.close();
});

const feed = (query = '', cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/posts/feed${query}`, headers: cookie ? { cookie } : {} });

const titles = (body: { data: { posts: { title: string | null }[] } }) => body.data.posts.map((p) => p.title);

describe('GET /api/posts/feed', () => {
  it('gives guests confirmed posts, pinned first then newest, 10 by default', async () => {
    const response = await feed();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.pagination).toEqual({ page: 1, limit: 10, hasMore: true });
    expect(titles(body)).toEqual(['고정 글', '글 11', '글 10', '글 9', '글 8', '글 7', '글 6', '글 5', '글 4', '글 3']);
    expect(titles(body)).not.toContain('삭제된 글');
    expect(titles(body)).not.toContain('대기 글');
  });

  it('pages without overlap and says when there is no more', async () => {
    const second = (await feed('?page=2&limit=10')).json();
    expect(titles(second)).toEqual(['글 2', '글 1', '글 0']);
    expect(second.data.pagination).toEqual({ page: 2, limit: 10, hasMore: false });
    const beyond = (await feed('?page=9')).json();
    expect(beyond.data.posts).toEqual([]);
    expect(beyond.data.pagination.hasMore).toBe(false);
  });

  it('carries every field of the feed contract on each post', async () => {
    const [post] = (await feed('?limit=1')).json().data.posts;
    expect(post).toMatchObject({
      postId: `post${ids.pinnedOld}`,
      userId: author.userId,
      userName: '작성자',
      likeCount: 0,
      dislikeCount: 0,
      commentCount: 0,
      viewCount: 0,
      isLiked: false,
      isDisliked: false,
      isPinned: true,
      isConfirmed: true,
      sphereId: null,
      sphereName: null,
    });
    expect(post.timeAgo).toBeTypeOf('string');
    expect(post.blocks).toEqual([{ id: '1', type: 'text', content: '테스트 게시글 본문' }]);
  });

  it('falls back to 3 posts for an empty limit', async () => {
    const body = (await feed('?limit=')).json();
    expect(body.data.posts).toHaveLength(3);
    expect(body.data.pagination.limit).toBe(3);
  });

  it.each([
    '?limit=abc',
    '?limit=0',
    '?limit=51',
    '?limit=2.5',
    '?page=0',
    '?page=-1',
    '?page=x',
    '?userId=nobody',
  ])('answers %s with 400 and a message', async (query) => {
    const response = await feed(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBeTypeOf('string');
  });

  it("puts the author's own pending posts on top, for the author only", async () => {
    const mine = (await feed('', author.cookie)).json();
    expect(mine.data.posts[0]).toMatchObject({ title: '대기 글', isConfirmed: false });
    expect(mine.data.posts[1].title).toBe('고정 글');
    const others = (await feed('', reader.cookie)).json();
    expect(titles(others)).not.toContain('대기 글');
  });

  it('accepts userId only when it is the session user', async () => {
    expect((await feed(`?userId=${reader.userId}`, reader.cookie)).statusCode).toBe(200);
    const wrong = await feed(`?userId=${author.userId}`, reader.cookie);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBeTypeOf('string');
    expect((await feed(`?userId=${author.userId}`)).statusCode).toBe(401);
  });

  it("shows the viewer's own reaction", async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/posts/post${ids.p11}/like`,
      headers: { cookie: reader.cookie },
      payload: { type: 'dislike' },
    });
    const post = (await feed('?limit=2', reader.cookie)).json().data.posts[1];
    expect(post).toMatchObject({ title: '글 11', isDisliked: true, isLiked: false, dislikeCount: 1 });
    const asGuest = (await feed('?limit=2')).json().data.posts[1];
    expect(asGuest).toMatchObject({ isDisliked: false, dislikeCount: 1 });
  });

  it('costs the same number of queries for 2 posts as for 14 (no query per post)', async () => {
    // The first signed-in request of a Seoul day records the visit (등급): not part of the feed's cost.
    await feed('?limit=1', reader.cookie);
    const executor = t.app.db.getExecutor();
    const spy = vi.spyOn(executor, 'executeQuery');
    const count = async (limit: number) => {
      spy.mockClear();
      const response = await feed(`?limit=${limit}`, reader.cookie);
      expect(response.json().data.posts.length).toBeGreaterThanOrEqual(Math.min(limit, 13));
      return spy.mock.calls.length;
    };
    const small = await count(2);
    const large = await count(14);
    spy.mockRestore();
    expect(large).toBe(small);
    expect(small).toBeGreaterThan(0);
    // Pending posts, the page, its positions, and the viewer's 차단 list (read-cached when the cache is on).
    expect(small).toBeLessThanOrEqual(4);
  });
});
