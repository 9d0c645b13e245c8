import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProviders, fakeProviderEnv, startFakeProviders } from '../../src/fakes/index.ts';
import { SUSPENSION_EXEMPT_ROUTES } from '../../src/plugins/app/suspension-guard.ts';
import { createTestApp, sessionCookie, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { createFixture, type Fixture, isMultipart } from '../security/route-fixture.ts';
import { RULES } from '../security/route-rules.ts';
import { apiRouteKeys, startPreviewSite } from '../security/support.ts';
import { auditRows, call } from './moderation-fixtures.ts';

let t: TestApp;
let fakes: FakeProviders;
let site: Awaited<ReturnType<typeof startPreviewSite>>;
let f: Fixture;
let admin: { cookie: string; userId: string };

beforeAll(async () => {
  fakes = await startFakeProviders();
  site = await startPreviewSite();
  t = await createTestApp({ env: { ...fakeProviderEnv(fakes), SAFE_FETCH_TEST_ALLOW: site.allow } });
  f = await createFixture(t.app, { previewOrigin: site.origin, videoId: fakes.youtubeCatalog.videos[0]?.id ?? '' });
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
  await site?.close();
});

const suspend = (userId: string, days: number | null, reason = '도배') =>
  call(t.app, 'POST', `/api/admin/users/${userId}/suspend`, admin.cookie, { days, reason });

describe('a suspended user (generated from the route table)', () => {
  it('is refused on every write endpoint with the suspension message, and can still read', async () => {
    const suspended = await suspend(f.userA.userId, 3, '광고 도배');
    expect(suspended.status).toBe(200);
    const message = /^계정이 \d{4}년 \d{1,2}월 \d{1,2}일 \d{2}:\d{2}까지 이용 정지되었습니다: 광고 도배$/;

    const writes = apiRouteKeys(t.app).filter((key) => !key.startsWith('GET '));
    const guarded = writes.filter((key) => !(SUSPENSION_EXEMPT_ROUTES as readonly string[]).includes(key));
    expect(guarded.length).toBeGreaterThan(30);
    expect([...t.app.suspensionGuardedRoutes].sort()).toEqual([...guarded].sort());
    const wrong: string[] = [];
    for (const key of guarded) {
      const rule = RULES[key];
      if (!rule) throw new Error(`no rule for ${key}`);
      const call = await rule.call(f);
      const [method] = key.split(' ') as ['POST' | 'PATCH' | 'DELETE'];
      const multipart = isMultipart(call.payload) ? call.payload : undefined;
      const response = await t.app.inject({
        method,
        url: call.url,
        payload: multipart ? multipart.payload : (call.payload as object | undefined),
        headers: { ...(multipart?.headers ?? {}), cookie: f.userA.cookie },
      });
      const error = response.json().error as string;
      if (response.statusCode !== 403 || !message.test(error) || response.headers['x-account-suspended'] !== '1') {
        wrong.push(`${key}: ${response.statusCode} ${error}`);
      }
    }
    expect(wrong).toEqual([]);

    // Reading goes on, and the account knows why it cannot write.
    const me = await call(t.app, 'GET', '/api/auth/me', f.userA.cookie);
    expect(me.body.user).toMatchObject({
      suspension: { reason: '광고 도배', message: expect.stringMatching(message) },
    });
    expect((await call(t.app, 'GET', `/api/posts/${f.postOfB}/detail`, f.userA.cookie)).status).toBe(200);
    // Others' public profiles never say it.
    expect((await call(t.app, 'GET', `/api/users/${f.userA.userId}`)).raw).not.toContain('광고 도배');

    // Lifting it lets them write again; a second lift is 409.
    expect((await call(t.app, 'POST', `/api/admin/users/${f.userA.userId}/unsuspend`, admin.cookie, {})).status).toBe(
      200,
    );
    const like = await call(t.app, 'POST', `/api/posts/${f.postOfB}/like`, f.userA.cookie, { type: 'like' });
    expect(like.status).toBe(200);
    expect((await call(t.app, 'POST', `/api/admin/users/${f.userA.userId}/unsuspend`, admin.cookie, {})).status).toBe(
      409,
    );
  }, 120_000);

  it('may still sign out, change the password and end its sessions (the recorded exemptions)', async () => {
    const user = await signUpUser(t.app, '정지예정');
    await suspend(user.userId, 1);
    const password = await call(t.app, 'POST', '/api/auth/password', user.cookie, {
      currentPassword: 'password-123',
      newPassword: 'another-pass-789',
    });
    expect(password.status).toBe(200);
    expect((await call(t.app, 'POST', '/api/auth/logout', user.cookie, {})).status).toBe(200);
  });

  it('lets a suspension run out by itself', async () => {
    const user = await signUpUser(t.app, '기간만료');
    await t.app.db
      .updateTable('user')
      .set({
        suspended_at: '2020-01-01T00:00:00.000Z',
        suspended_until: '2020-01-08T00:00:00.000Z',
        suspension_reason: '지난 일',
      })
      .where('user_id', '=', user.numericId)
      .execute();
    expect((await call(t.app, 'POST', `/api/posts/${f.postOfB}/like`, user.cookie, { type: 'like' })).status).toBe(200);
  });
});

describe('bans', () => {
  it('ends every session, refuses a new sign-in with a dateless message, and is audited', async () => {
    const user = await signUpUser(t.app, '영구정지');
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'password-123' },
    });
    const otherDevice = sessionCookie(second);
    const banned = await suspend(user.userId, null, '불법 도박 광고');
    expect(banned.body.user).toMatchObject({ suspension: { until: null, reason: '불법 도박 광고' } });
    for (const cookie of [user.cookie, otherDevice]) {
      expect((await call(t.app, 'GET', '/api/auth/me', cookie)).body.user).toBeNull();
    }
    const login = await call(t.app, 'POST', '/api/auth/login', null, { email: user.email, password: 'password-123' });
    expect(login).toMatchObject({ status: 403, body: { error: '계정이 영구 이용 정지되었습니다: 불법 도박 광고' } });
    // A wrong password still hears only that.
    const guess = await call(t.app, 'POST', '/api/auth/login', null, { email: user.email, password: 'wrong-pass-1' });
    expect(guess.status).toBe(401);
    const row = (await auditRows(t.app, 'user.suspend')).at(-1);
    expect(JSON.parse(row?.detail_json ?? '{}')).toMatchObject({ userId: user.userId, days: null, sessionsEnded: 2 });
  });

  it('refuses to suspend an admin, oneself, a deleted account and an unknown id', async () => {
    expect((await suspend(admin.userId, 1)).status).toBe(400);
    const helper = await signUpUser(t.app, '도우미');
    await call(t.app, 'POST', `/api/admin/users/${helper.userId}/admin-level`, admin.cookie, { adminLevel: 1 });
    expect(await suspend(helper.userId, 1)).toMatchObject({ status: 409 });
    expect((await suspend('user99999999', 1)).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/admin/users/user99999999/unsuspend', admin.cookie, {})).status).toBe(404);
    expect((await suspend(f.userB.userId, 0)).status).toBe(400);
    expect(
      (await call(t.app, 'POST', `/api/admin/users/${f.userB.userId}/suspend`, admin.cookie, { reason: 'x' })).status,
    ).toBe(400);
  });
});

describe('admin levels', () => {
  it('only level 2 grants; an admin may step down unless they are the last; the last level 2 stays', async () => {
    const deputy = await signUpUser(t.app, '부방장');
    const member = await signUpUser(t.app, '일반회원');
    const grant = await call(t.app, 'POST', `/api/admin/users/${deputy.userId}/admin-level`, admin.cookie, {
      adminLevel: 1,
    });
    expect(grant).toMatchObject({ status: 200, body: { user: { adminLevel: 1 } } });
    // The deputy (level 1) may not grant, nor demote someone else.
    const byDeputy = await call(t.app, 'POST', `/api/admin/users/${member.userId}/admin-level`, deputy.cookie, {
      adminLevel: 1,
    });
    expect(byDeputy.status).toBe(403);
    expect(byDeputy.body.error).toMatch(/최고 관리자/);
    // The deputy steps down.
    const down = await call(t.app, 'POST', `/api/admin/users/${deputy.userId}/admin-level`, deputy.cookie, {
      adminLevel: 0,
    });
    expect(down.status).toBe(200);
    // The owner (the last level 2, and with the others gone the last admin) cannot demote themselves.
    const self = await call(t.app, 'POST', `/api/admin/users/${admin.userId}/admin-level`, admin.cookie, {
      adminLevel: 0,
    });
    expect(self.status).toBe(409);
    const rows = await auditRows(t.app, 'user.admin_level');
    expect(rows.map((row) => JSON.parse(row.detail_json ?? '{}'))).toEqual(
      expect.arrayContaining([
        { userId: deputy.userId, from: 0, to: 1 },
        { userId: deputy.userId, from: 1, to: 0 },
      ]),
    );
  });

  it('lists users with counts and finds them by name or e-mail', async () => {
    const found = await call(
      t.app,
      'GET',
      `/api/admin/users?q=${encodeURIComponent(f.userB.email.toUpperCase())}`,
      admin.cookie,
    );
    expect(found.status).toBe(200);
    const users = found.body.users as { userId: string; counts: { posts: number } }[];
    expect(users.map((u) => u.userId)).toEqual([f.userB.userId]);
    expect(users[0]?.counts.posts).toBeGreaterThan(0);
    const byName = await call(t.app, 'GET', `/api/admin/users?q=${encodeURIComponent('사용자B')}`, admin.cookie);
    expect((byName.body.users as { userId: string }[]).map((u) => u.userId)).toContain(f.userB.userId);
  });
});
