import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const HOUR = 3_600_000;
const ids: Record<string, string> = {};

/** Confirmed posts with a chosen age and engagement, written straight to the database. */
async function insertPost(
  userId: number,
  key: string,
  hoursAgo: number,
  likes: number,
  extra: { pinned?: boolean; dislikes?: number; comments?: number } = {},
) {
  const at = new Date(Date.now() - hoursAgo * HOUR).toISOString();
  const row = await t.app.db
    .insertInto('post')
    .values({
      user_id: userId,
      title: key,
      content: key,
      blocks_json: '[]',
      is_confirmed: 1,
      is_pinned: extra.pinned ? 1 : 0,
      like_count: likes,
      dislike_count: extra.dislikes ?? 0,
      comment_count: extra.comments ?? 0,
      created_at: at,
      updated_at: at,
    })
    .returning('post_id')
    .executeTakeFirstOrThrow();
  ids[key] = `post${row.post_id}`;
}

const order = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/posts/feed?limit=50${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.posts as { postId: string }[]).map((p) => p.postId);
};

beforeAll(async () => {
  t = await createTestApp();
  const user = await signUpUser(t.app);
  await insertPost(user.numericId, 'fresh', 1, 2);
  await insertPost(user.numericId, 'viral-old', 72, 5000);
  await insertPost(user.numericId, 'popular-today', 5, 300);
  await insertPost(user.numericId, 'controversial', 2, 100, { dislikes: 100 });
  await insertPost(user.numericId, 'month-old-hit', 24 * 20, 900);
  await insertPost(user.numericId, 'pinned-old', 24 * 60, 0, { pinned: true });
});
afterAll(async () => {
  await t.close();
});

describe('feed sorting', () => {
  it('최신: pinned first, then newest', async () => {
    expect(await order('&sort=new')).toEqual([
      ids['pinned-old'],
      ids.fresh,
      ids.controversial,
      ids['popular-today'],
      ids['viral-old'],
      ids['month-old-hit'],
    ]);
  });

  it('인기: engagement decays with age; net engagement counts dislikes against', async () => {
    const hot = await order('&sort=hot');
    expect(hot[0]).toBe(ids['pinned-old']);
    // 300 likes 5 h ago beat 5000 likes 3 days ago; a 20-day-old hit sinks below fresh posts.
    expect(hot.indexOf(ids['popular-today'] as string)).toBeLessThan(hot.indexOf(ids['viral-old'] as string));
    expect(hot.indexOf(ids.fresh as string)).toBeLessThan(hot.indexOf(ids['month-old-hit'] as string));
    // 100 likes - 100 dislikes scores like a post with no engagement.
    expect(hot.indexOf(ids.fresh as string)).toBeLessThan(hot.indexOf(ids.controversial as string));
  });

  it('톱: the most liked within the period, pinned still on top', async () => {
    expect(await order('&sort=top&period=day')).toEqual([
      ids['pinned-old'],
      ids['popular-today'],
      ids.fresh,
      ids.controversial,
    ]);
    expect((await order('&sort=top&period=week'))[1]).toBe(ids['viral-old']);
    expect((await order('&sort=top&period=month')).slice(0, 3)).toEqual([
      ids['pinned-old'],
      ids['viral-old'],
      ids['month-old-hit'],
    ]);
  });

  it('refuses unknown sorts and periods with 400', async () => {
    for (const query of ['&sort=random', '&sort=top&period=year']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/posts/feed?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBeTypeOf('string');
    }
  });
});
