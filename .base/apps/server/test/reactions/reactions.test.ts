import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { insertPost, me } from '../posts/post-fixtures.ts';

let t: TestApp;
let author: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  t = await createTestApp();
  author = await signUpUser(t.app, '작성자');
});
afterAll(async () => {
  await t.close();
});

const react = (postId: number | string, cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/posts/${typeof postId === 'number' ? `post${postId}` : postId}/like`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

describe('POST /api/posts/{postId}/like', () => {
  it('toggles a like, lets a dislike replace it, and keeps the counts right', async () => {
    const postId = await insertPost(t.app, author.numericId);
    const user = await signUpUser(t.app);
    const liked = await react(postId, user.cookie, { userId: user.userId, type: 'like' });
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toMatchObject({ likes: 1, dislikes: 0, isLiked: true, isDisliked: false });

    const disliked = (await react(postId, user.cookie, { type: 'dislike' })).json();
    expect(disliked).toMatchObject({ likes: 0, dislikes: 1, isLiked: false, isDisliked: true, reward: null });

    const undone = (await react(postId, user.cookie, { type: 'dislike' })).json();
    expect(undone).toMatchObject({ likes: 0, dislikes: 0, isLiked: false, isDisliked: false });

    const other = await signUpUser(t.app);
    await react(postId, user.cookie, { type: 'like' });
    const both = (await react(postId, other.cookie, { type: 'like' })).json();
    expect(both).toMatchObject({ likes: 2, isLiked: true });
    const again = (await react(postId, user.cookie, { type: 'like' })).json();
    expect(again).toMatchObject({ likes: 1, isLiked: false });

    const stored = await t.app.db
      .selectFrom('post')
      .select(['like_count', 'dislike_count'])
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ like_count: 1, dislike_count: 0 });
  });

  it('defaults to a like when no type is sent', async () => {
    const postId = await insertPost(t.app, author.numericId);
    const user = await signUpUser(t.app);
    expect((await react(postId, user.cookie, {})).json()).toMatchObject({ likes: 1, isLiked: true });
  });

  it('rewards a like once per post, and the profile shows it', async () => {
    const postId = await insertPost(t.app, author.numericId);
    const user = await signUpUser(t.app);
    const before = await me(t.app, user.cookie);
    const first = (await react(postId, user.cookie, { type: 'like' })).json();
    expect(first.reward).toMatchObject({ action: 'like_give', granted: true, experience: 10, waterDrops: 1 });
    expect(first.reward.user).toMatchObject({ experience: before.experience + 10 });
    await react(postId, user.cookie, { type: 'like' });
    const second = (await react(postId, user.cookie, { type: 'like' })).json();
    expect(second.reward).toMatchObject({ granted: false, experience: 0 });
    const after = await me(t.app, user.cookie);
    expect(after.experience).toBe(before.experience + 10);
    expect(after.water_drops).toBe(before.water_drops + 1);
  });

  it('levels the user up at level*1000 with experience back to 0', async () => {
    const postId = await insertPost(t.app, author.numericId);
    const user = await signUpUser(t.app);
    await t.app.db
      .updateTable('user')
      .set({ level: 1, experience: 995 })
      .where('user_id', '=', user.numericId)
      .execute();
    const { reward } = (await react(postId, user.cookie, { type: 'like' })).json();
    expect(reward.user).toMatchObject({ level: 2, experience: 0, levelUps: 1 });
    expect(await me(t.app, user.cookie)).toMatchObject({ level: 2, experience: 0 });
  });

  it('does not reward liking your own post', async () => {
    const postId = await insertPost(t.app, author.numericId);
    const before = await me(t.app, author.cookie);
    const response = (await react(postId, author.cookie, { type: 'like' })).json();
    expect(response).toMatchObject({ likes: 1, isLiked: true, reward: null });
    expect((await me(t.app, author.cookie)).experience).toBe(before.experience);
  });

  it('sends guests away with 401 before looking at the body', async () => {
    const postId = await insertPost(t.app, author.numericId);
    for (const payload of [{ type: 'like' }, { type: 'nonsense' }]) {
      const response = await react(postId, undefined, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: '로그인이 필요합니다.' });
    }
  });

  it.each([
    [{ type: 'love' }, 400],
    [{ type: 1 }, 400],
    ['not json', 400],
  ])('refuses the body %j with %i', async (payload, status) => {
    const postId = await insertPost(t.app, author.numericId);
    const user = await signUpUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/posts/post${postId}/like`,
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBeTypeOf('string');
  });

  it('answers wrong ids, deleted and other people’s pending posts without 5xx', async () => {
    const user = await signUpUser(t.app);
    const deleted = await insertPost(t.app, author.numericId, { deleted: true });
    const pending = await insertPost(t.app, author.numericId, { confirmed: false });
    expect((await react('abc', user.cookie, { type: 'like' })).statusCode).toBe(400);
    for (const id of ['post999999', `post${deleted}`, `post${pending}`]) {
      const response = await react(id, user.cookie, { type: 'like' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: '게시글을 찾을 수 없습니다.' });
    }
    // The author may react to their own pending post (it is visible to them).
    expect((await react(`post${pending}`, author.cookie, { type: 'like' })).statusCode).toBe(200);
  });

  it('refuses a userId that is not the session user', async () => {
    const postId = await insertPost(t.app, author.numericId);
    const user = await signUpUser(t.app);
    const response = await react(postId, user.cookie, { userId: author.userId, type: 'like' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBeTypeOf('string');
  });

  it('keeps counts exact when many users like at once', async () => {
    const postId = await insertPost(t.app, author.numericId);
    const users = await Promise.all(Array.from({ length: 6 }, () => signUpUser(t.app)));
    const responses = await Promise.all(users.map((u) => react(postId, u.cookie, { type: 'like' })));
    expect(responses.map((r) => r.statusCode)).toEqual(users.map(() => 200));
    const stored = await t.app.db
      .selectFrom('post')
      .select('like_count')
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(stored.like_count).toBe(6);
  });
});
