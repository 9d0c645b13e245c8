import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { insertPost } from '../posts/post-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const garden = (cookie?: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/garden/plants${query}`, headers: cookie ? { cookie } : {} });

describe('GET /api/garden/plants', () => {
  it('is empty before the first rewarded action, with the welcome balance', async () => {
    const user = await signUpUser(t.app);
    const response = await garden(user.cookie, `?userId=${user.userId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      waterDrops: 1250,
      gems: 300,
      plants: [],
      statistics: { totalPosts: 0, totalLikes: 0, totalComments: 0 },
    });
  });

  it('shows the plant growing with actions, and the statistics', async () => {
    const author = await signUpUser(t.app);
    const user = await signUpUser(t.app);
    const postId = await insertPost(t.app, author.numericId);
    await insertPost(t.app, user.numericId);
    await t.app.inject({
      method: 'POST',
      url: `/api/posts/post${postId}/comments`,
      headers: { cookie: user.cookie },
      payload: { content: '물 주기' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/posts/post${postId}/like`,
      headers: { cookie: user.cookie },
      payload: { type: 'like' },
    });
    const body = (await garden(user.cookie)).json();
    expect(body.plants).toHaveLength(1);
    // comment_write 5 + like_give 2 plant experience (rules table).
    expect(body.plants[0]).toMatchObject({ level: 1, experience: 7, maxExperience: 100, maxLevel: 5 });
    expect(body.plants[0].id).toBe(body.plants[0].plant_id);
    expect(body.waterDrops).toBe(1250 + 2 + 1);
    expect(body.statistics).toEqual({ totalPosts: 1, totalLikes: 0, totalComments: 1 });
    expect((await garden(author.cookie)).json().statistics).toEqual({ totalPosts: 1, totalLikes: 1, totalComments: 0 });
  });

  it('is only for the session user', async () => {
    const user = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    expect((await garden()).statusCode).toBe(401);
    expect((await garden(undefined, `?userId=${user.userId}`)).statusCode).toBe(401);
    const wrong = await garden(user.cookie, `?userId=${other.userId}`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBeTypeOf('string');
    expect((await garden(user.cookie, '?userId=nope')).statusCode).toBe(400);
  });
});
