import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';

/** POST /api/posts/feed with a sphereId: members only; the post then lives in the sphere's feed. */
let t: TestApp;
let sphere: { id: number; name: string };
beforeAll(async () => {
  t = await createTestApp();
  const row = await t.app.db
    .selectFrom('sphere')
    .select(['sphere_id', 'name'])
    .where('slug', '=', 'cooking')
    .executeTakeFirstOrThrow();
  sphere = { id: row.sphere_id, name: row.name };
});
afterAll(async () => {
  await t.close();
});

const write = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/posts/feed', headers: { cookie }, payload });
const join = (cookie: string, verb: 'join' | 'leave' = 'join') =>
  t.app.inject({ method: 'POST', url: `/api/spheres/${sphere.id}/${verb}`, headers: { cookie }, payload: {} });
const countPosts = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('post')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const textPost = (text: string, extra: object = {}) => ({
  blocks: [{ id: '1', type: 'text', content: text }],
  ...extra,
});

describe('posting into a sphere', () => {
  it('refuses someone who has not joined with 403, and stores nothing', async () => {
    const user = await signUpUser(t.app);
    const before = await countPosts();
    const response = await write(user.cookie, textPost('가입 전 글', { sphereId: sphere.id }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: '가입한 스피어에만 글을 올릴 수 있습니다.' });
    expect(await countPosts()).toBe(before);
  });

  it('refuses an unknown sphere with 404 and an impossible one with 400', async () => {
    const user = await signUpUser(t.app);
    const missing = await write(user.cookie, textPost('없는 스피어', { sphereId: 99_999 }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: '스피어를 찾을 수 없습니다.' });
    for (const sphereId of [0, -1, 1.5, 2_147_483_648, '3']) {
      const response = await write(user.cookie, textPost('이상한 스피어', { sphereId }));
      expect(response.statusCode, String(sphereId)).toBe(400);
    }
  });

  it("stores a member's post in the sphere: its feed (pending for the author), then everyone's once confirmed", async () => {
    const user = await signUpUser(t.app, '요리사');
    expect((await join(user.cookie)).statusCode).toBe(200);
    const created = await write(
      user.cookie,
      textPost('스피어에 올리는 첫 글', { title: '스피어 글 제목', sphereId: sphere.id }),
    );
    expect(created.statusCode).toBe(201);
    const { post } = created.json();
    expect(post).toMatchObject({
      sphereId: sphere.id,
      sphereName: sphere.name,
      title: '스피어 글 제목',
      isConfirmed: false,
    });
    const feed = (cookie?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/spheres/${sphere.id}/posts`,
        headers: cookie ? { cookie } : {},
      });
    expect((await feed(user.cookie)).json().data.posts[0].postId).toBe(post.postId);
    expect((await feed()).json().data.posts.map((p: { postId: string }) => p.postId)).not.toContain(post.postId);

    const admin = await signInAdmin(t.app);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/posts/confirm',
      headers: { cookie: admin.cookie },
      payload: { postId: post.postId },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await feed()).json().data.posts[0].postId).toBe(post.postId);

    // The search document carries the sphere's name.
    const search = await t.app.inject({ method: 'GET', url: `/api/posts/search?q=${encodeURIComponent(sphere.name)}` });
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json())).toContain(post.postId);
  });

  it('refuses a member who has left', async () => {
    const user = await signUpUser(t.app);
    await join(user.cookie);
    expect((await write(user.cookie, textPost('가입 중', { sphereId: sphere.id }))).statusCode).toBe(201);
    await join(user.cookie, 'leave');
    expect((await write(user.cookie, textPost('탈퇴 후', { sphereId: sphere.id }))).statusCode).toBe(403);
  });

  it('lets a video share go into a sphere too', async () => {
    const user = await signUpUser(t.app);
    await join(user.cookie);
    const response = await write(user.cookie, {
      title: '스피어 영상',
      blocks: [
        { id: '1', type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        { id: '2', type: 'text', content: '설명' },
      ],
      categories: { timing: ['commute'], content: ['cooking'] },
      apiSource: 'manual',
      sphereId: sphere.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().post).toMatchObject({ sphereId: sphere.id, apiSource: 'manual' });
  });
});

describe('a /write title', () => {
  it('is optional, trimmed, at most 100 characters (Korean message past that)', async () => {
    const user = await signUpUser(t.app);
    const none = await write(user.cookie, textPost('제목 없는 글'));
    expect(none.json().post.title).toBeNull();
    const blank = await write(user.cookie, textPost('빈 제목', { title: '   ' }));
    expect(blank.json().post.title).toBeNull();
    const full = await write(user.cookie, textPost('긴 제목', { title: ` ${'가'.repeat(100)} ` }));
    expect(full.statusCode).toBe(201);
    expect(full.json().post.title).toBe('가'.repeat(100));
    const over = await write(user.cookie, textPost('너무 긴 제목', { title: '가'.repeat(101) }));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: '제목은 100자 이하로 입력해주세요.' });
  });
});
