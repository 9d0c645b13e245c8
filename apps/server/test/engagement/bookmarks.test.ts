import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call, publishPost } from '../own-content/own-content-fixtures.ts';

let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

type FeedBody = { data: { posts: { postId: string; isBookmarked: boolean }[]; pagination: { hasMore: boolean } } };
const page = async (url: string, cookie: string | null) => (await call(t.app, 'GET', url, cookie)).body as FeedBody;

describe('스크랩 (bookmarks)', () => {
  it('saves idempotently, marks the post everywhere for its saver only, lists newest saved first, paged', async () => {
    const author = await signUpUser(t.app, '스크랩작가');
    const reader = await signUpUser(t.app, '스크랩독자');
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(await publishPost(t.app, author.cookie, admin.cookie));
    const [first, second, third] = ids as [string, string, string];

    for (const id of [second, first, third]) {
      const saved = await call(t.app, 'PUT', `/api/posts/${id}/bookmark`, reader.cookie);
      expect(saved).toMatchObject({ status: 200, body: { success: true, postId: id, isBookmarked: true } });
      // A little apart, so "newest saved first" is an order and not a tie.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Twice is harmless and keeps its place.
    expect((await call(t.app, 'PUT', `/api/posts/${second}/bookmark`, reader.cookie)).status).toBe(200);

    const list = await page('/api/bookmarks?limit=2', reader.cookie);
    expect(list.data.posts.map((p) => p.postId)).toEqual([third, first]);
    expect(list.data.posts.every((p) => p.isBookmarked)).toBe(true);
    expect(list.data.pagination.hasMore).toBe(true);
    const rest = await page('/api/bookmarks?limit=2&page=2', reader.cookie);
    expect(rest.data.posts.map((p) => p.postId)).toEqual([second]);
    expect(rest.data.pagination.hasMore).toBe(false);

    // The feed (from the shared cache) and the detail carry the saver's own flag.
    const feed = await page('/api/posts/feed?limit=50', reader.cookie);
    expect(feed.data.posts.find((p) => p.postId === first)?.isBookmarked).toBe(true);
    const others = await page('/api/posts/feed?limit=50', author.cookie);
    expect(others.data.posts.find((p) => p.postId === first)?.isBookmarked).toBe(false);
    const guest = await page('/api/posts/feed?limit=50', null);
    expect(guest.data.posts.find((p) => p.postId === first)?.isBookmarked).toBe(false);
    const detail = await call(t.app, 'GET', `/api/posts/${first}/detail`, reader.cookie);
    expect((detail.body.post as { isBookmarked: boolean }).isBookmarked).toBe(true);
    const profile = await page(`/api/users/${author.userId}/posts?limit=50`, reader.cookie);
    expect(profile.data.posts.find((p) => p.postId === first)?.isBookmarked).toBe(true);

    const removed = await call(t.app, 'DELETE', `/api/posts/${first}/bookmark`, reader.cookie);
    expect(removed).toMatchObject({ status: 200, body: { isBookmarked: false } });
    expect((await call(t.app, 'DELETE', `/api/posts/${first}/bookmark`, reader.cookie)).status).toBe(200);
    expect((await page('/api/bookmarks', reader.cookie)).data.posts.map((p) => p.postId)).toEqual([third, second]);
    expect(
      (await page('/api/posts/feed?limit=50', reader.cookie)).data.posts.find((p) => p.postId === first),
    ).toMatchObject({ isBookmarked: false });
  });

  it('refuses guests, unknown and other people’s pending posts, bad paging; a deleted post leaves the list', async () => {
    const author = await signUpUser(t.app, '대기작가');
    const reader = await signUpUser(t.app, '대기독자');
    const pending = await call(t.app, 'POST', '/api/posts/feed', author.cookie, {
      title: '대기 글',
      blocks: [{ id: '1', type: 'text', content: '아직 공개되지 않은 글' }],
    });
    const pendingId = (pending.body.post as { postId: string }).postId;

    expect((await call(t.app, 'PUT', `/api/posts/${pendingId}/bookmark`, null)).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/bookmarks', null)).status).toBe(401);
    const hidden = await call(t.app, 'PUT', `/api/posts/${pendingId}/bookmark`, reader.cookie);
    expect(hidden).toMatchObject({ status: 404, body: { error: '게시글을 찾을 수 없습니다.' } });
    expect((await call(t.app, 'DELETE', `/api/posts/${pendingId}/bookmark`, reader.cookie)).status).toBe(404);
    expect((await call(t.app, 'PUT', '/api/posts/post99999999/bookmark', reader.cookie)).status).toBe(404);
    expect((await call(t.app, 'PUT', '/api/posts/abc/bookmark', reader.cookie)).status).toBe(400);
    for (const query of ['page=0', 'limit=51', 'page=x']) {
      const bad = await call(t.app, 'GET', `/api/bookmarks?${query}`, reader.cookie);
      expect(bad.status).toBe(400);
      expect(typeof bad.body.error).toBe('string');
    }
    // The author may save their own pending post.
    expect((await call(t.app, 'PUT', `/api/posts/${pendingId}/bookmark`, author.cookie)).status).toBe(200);

    const published = await publishPost(t.app, author.cookie, admin.cookie);
    await call(t.app, 'PUT', `/api/posts/${published}/bookmark`, reader.cookie);
    expect((await call(t.app, 'DELETE', `/api/posts/${published}`, author.cookie)).status).toBe(200);
    expect((await page('/api/bookmarks', reader.cookie)).data.posts).toEqual([]);
    // Removing the bookmark of a post deleted since is still fine.
    expect((await call(t.app, 'DELETE', `/api/posts/${published}/bookmark`, reader.cookie)).status).toBe(200);
  });
});
