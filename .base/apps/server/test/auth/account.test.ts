import { DELETED_USER_NAME } from '@tubesphere/shared/contract/auth';
import { PASSWORD_MESSAGES } from '@tubesphere/shared/domain/password-rules';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';

/** Account rules: password rules, password change, log out everywhere, 회원 탈퇴 (docs/decisions/057). */

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await signInAdmin(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const me = async (cookie: string) => (await get('/api/auth/me', cookie)).json().user;
const login = (email: string, password: string) => post('/api/auth/login', { email, password });

async function publishedPost(app: FastifyInstance, cookie: string, title: string): Promise<string> {
  const created = await post(
    '/api/posts/feed',
    { title, blocks: [{ id: '1', type: 'text', content: '본문' }] },
    cookie,
  );
  expect(created.statusCode, created.body).toBe(201);
  const postId = created.json().post.postId as string;
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/admin/posts/confirm',
    headers: { cookie: adminCookie },
    payload: { postId },
  });
  expect(confirmed.statusCode).toBe(200);
  return postId;
}

describe('sign-up password rules', () => {
  it.each([
    ['        ', PASSWORD_MESSAGES.blank],
    ['password', PASSWORD_MESSAGES.common],
    ['12345678', PASSWORD_MESSAGES.common],
    ['Qwerty123', PASSWORD_MESSAGES.common],
    ['short1!', PASSWORD_MESSAGES.tooShort],
    ['rules-user@test.kr', PASSWORD_MESSAGES.sameAsAccount],
    ['규칙확인회원이름', PASSWORD_MESSAGES.sameAsAccount],
  ])('refuses %j', async (password, message) => {
    const response = await post('/api/auth/signup', {
      email: 'rules-user@test.kr',
      password,
      user_name: '규칙확인회원이름',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('refuses the name deleted accounts show', async () => {
    const response = await post('/api/auth/signup', {
      email: 'ghost@test.kr',
      password: 'password-123',
      user_name: DELETED_USER_NAME,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/auth/password', () => {
  it('changes the password, keeps this session and ends every other one', async () => {
    const user = await signUpUser(t.app);
    const laptop = sessionCookie(await login(user.email, 'password-123'));
    const wrong = await post(
      '/api/auth/password',
      { currentPassword: 'nope-nope', newPassword: 'brand-new-pass' },
      user.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: '현재 비밀번호가 올바르지 않습니다.' });
    const weak = await post(
      '/api/auth/password',
      { currentPassword: 'password-123', newPassword: 'password' },
      user.cookie,
    );
    expect(weak.json()).toEqual({ error: PASSWORD_MESSAGES.common });
    const same = await post(
      '/api/auth/password',
      { currentPassword: 'password-123', newPassword: 'password-123' },
      user.cookie,
    );
    expect(same.statusCode).toBe(400);
    expect(await me(laptop)).not.toBeNull();

    const changed = await post(
      '/api/auth/password',
      { currentPassword: 'password-123', newPassword: 'brand-new-pass' },
      user.cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ success: true });
    expect((await me(user.cookie)).user_id).toBe(user.userId);
    expect(await me(laptop)).toBeNull();
    expect((await login(user.email, 'password-123')).statusCode).toBe(401);
    expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('answers guests with 401', async () => {
    const response = await post('/api/auth/password', { currentPassword: 'a', newPassword: 'brand-new-pass' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('ends every session of the account, this one included', async () => {
    const user = await signUpUser(t.app);
    const phone = sessionCookie(await login(user.email, 'password-123'));
    const response = await post('/api/auth/logout-all', {}, user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toMatch(/ts_session=;/);
    expect(await me(user.cookie)).toBeNull();
    expect(await me(phone)).toBeNull();
    const rows = await t.app.db.selectFrom('session').selectAll().where('user_id', '=', user.numericId).execute();
    expect(rows).toEqual([]);
  });
});

describe('POST /api/auth/delete-account (회원 탈퇴)', () => {
  it('keeps nothing on a wrong password', async () => {
    const user = await signUpUser(t.app, '남을사람');
    const response = await post('/api/auth/delete-account', { password: 'wrong-password' }, user.cookie);
    expect(response.statusCode).toBe(400);
    expect((await me(user.cookie)).user_name).toBe('남을사람');
  });

  it('erases the person, keeps their posts and comments under 탈퇴한 사용자, frees the e-mail', async () => {
    const user = await signUpUser(t.app, '떠날사람');
    const reader = await signUpUser(t.app, '남는사람');
    await t.app.db
      .updateTable('user')
      .set({ bio: '자기소개', profile_image: '/uploads/me.webp' })
      .where('user_id', '=', user.numericId)
      .execute();
    const sphere = await t.app.db
      .selectFrom('sphere')
      .select(['sphere_id', 'member_count'])
      .orderBy('sphere_id')
      .executeTakeFirstOrThrow();
    expect((await post(`/api/spheres/${sphere.sphere_id}/join`, {}, user.cookie)).statusCode).toBe(200);
    const postId = await publishedPost(t.app, user.cookie, '떠나기전마지막글');
    expect(
      (await post(`/api/posts/${postId}/comments`, { content: '내 글에 남긴 댓글' }, user.cookie)).statusCode,
    ).toBe(201);
    expect(
      (await post(`/api/posts/${postId}/comments`, { content: '남는 사람의 댓글' }, reader.cookie)).statusCode,
    ).toBe(201);
    const phone = sessionCookie(await login(user.email, 'password-123'));

    const deleted = await post('/api/auth/delete-account', { password: 'password-123' }, user.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.headers['set-cookie']).toMatch(/ts_session=;/);

    // Every session is gone and the old credentials open nothing.
    expect(await me(user.cookie)).toBeNull();
    expect(await me(phone)).toBeNull();
    expect((await login(user.email, 'password-123')).statusCode).toBe(401);

    // The post and both comments stay; the author shows as 탈퇴한 사용자 without a picture.
    const detail = (await get(`/api/posts/${postId}/detail`)).json();
    expect(detail.post).toMatchObject({
      userName: DELETED_USER_NAME,
      profileImage: null,
      bio: null,
      authorDeleted: true,
    });
    expect(
      detail.comments.map((c: { userName: string; authorDeleted: boolean }) => [c.userName, c.authorDeleted]),
    ).toEqual([
      [DELETED_USER_NAME, true],
      ['남는사람', false],
    ]);
    const feed = (await get('/api/posts/feed?limit=50')).json().data.posts as { postId: string }[];
    expect(feed.find((p) => p.postId === postId)).toMatchObject({ userName: DELETED_USER_NAME, authorDeleted: true });
    const found = (await get(`/api/posts/search?q=${encodeURIComponent('떠나기전마지막글')}`)).json().data.posts;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ userName: DELETED_USER_NAME, profileImage: null, authorDeleted: true });
    // Neither the old name nor the placeholder finds the post.
    expect((await get(`/api/posts/search?q=${encodeURIComponent('떠날사람')}`)).json().data.posts).toEqual([]);
    expect((await get(`/api/posts/search?q=${encodeURIComponent(DELETED_USER_NAME)}`)).json().data.posts).toEqual([]);
    expect((await get(`/api/users/${user.userId}`)).statusCode).toBe(404);

    // Personal fields are erased in the database itself.
    const row = await t.app.db
      .selectFrom('user')
      .selectAll()
      .where('user_id', '=', user.numericId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_name: DELETED_USER_NAME, bio: null, profile_image: null });
    expect(row.email).not.toBe(user.email);
    expect(row.email).toMatch(/@deleted\.invalid$/);
    expect(row.password_hash).not.toMatch(/^scrypt\$/);
    expect(row.deleted_at).not.toBeNull();
    const after = await t.app.db
      .selectFrom('sphere')
      .select('member_count')
      .where('sphere_id', '=', sphere.sphere_id)
      .executeTakeFirstOrThrow();
    expect(after.member_count).toBe(sphere.member_count);

    // The address may be used again, by a new account.
    const again = await post('/api/auth/signup', {
      email: user.email,
      password: 'password-123',
      user_name: '다시온사람',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().user.user_id).not.toBe(user.userId);
  });
});
