import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushTestService } from '../helpers/push-test-service.ts';
import { createTestApp, sessionCookie, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call } from '../notifications/fixtures.ts';

let t: TestApp;
let admin: { cookie: string };
let service: Awaited<ReturnType<typeof startPushTestService>>;

beforeAll(async () => {
  service = await startPushTestService();
  t = await createTestApp({ env: { WEB_PUSH_ALLOW_HTTP: '1' } });
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

/** The member on a second device: a sign-in of its own. */
async function secondDevice(email: string, password = 'password-123'): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return sessionCookie(response);
}

async function subscribeBrowser(cookie: string, name: string): Promise<string> {
  const browser = service.subscriber(name);
  const answer = await call(t.app, 'POST', '/api/push/subscriptions', cookie, {
    endpoint: browser.endpoint,
    keys: browser.keys,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return browser.endpoint;
}

const endpointsOf = async (numericId: number) =>
  (
    await t.app.db
      .selectFrom('push_subscription')
      .select('endpoint')
      .where('user_id', '=', numericId)
      .orderBy('endpoint')
      .execute()
  ).map((row) => row.endpoint);

describe('a push subscription ends with the session that made it', () => {
  it('a logout takes this device only; a password change the other devices; 모든 기기에서 로그아웃 all of them', async () => {
    const member = await signUpUser(t.app, '기기여럿');
    const phone = await subscribeBrowser(member.cookie, 'sessions-phone');
    const laptopCookie = await secondDevice(member.email);
    const laptop = await subscribeBrowser(laptopCookie, 'sessions-laptop');
    const tabletCookie = await secondDevice(member.email);
    const tablet = await subscribeBrowser(tabletCookie, 'sessions-tablet');
    expect(await endpointsOf(member.numericId)).toEqual([laptop, phone, tablet].sort());

    expect((await call(t.app, 'POST', '/api/auth/logout', tabletCookie, {})).status).toBe(200);
    expect(await endpointsOf(member.numericId)).toEqual([laptop, phone].sort());

    const changed = await call(t.app, 'POST', '/api/auth/password', member.cookie, {
      currentPassword: 'password-123',
      newPassword: 'brand-new-pass-9',
    });
    expect(changed.status).toBe(200);
    expect(await endpointsOf(member.numericId)).toEqual([phone]);

    expect((await call(t.app, 'POST', '/api/auth/logout-all', member.cookie, {})).status).toBe(200);
    expect(await endpointsOf(member.numericId)).toEqual([]);
  });

  it('a ban takes every device; a subscription saved before sessions were kept goes when all sessions end', async () => {
    const member = await signUpUser(t.app, '차단될회원');
    await subscribeBrowser(member.cookie, 'ban-phone');
    await t.app.db
      .insertInto('push_subscription')
      .values({
        user_id: member.numericId,
        endpoint: `${service.origin}/push/ban-legacy`,
        p256dh: 'legacy',
        auth: 'legacy',
        user_agent: null,
        created_at: new Date().toISOString(),
        session_token_hash: null,
      })
      .execute();
    expect(await endpointsOf(member.numericId)).toHaveLength(2);
    const banned = await call(t.app, 'POST', `/api/admin/users/${member.userId}/suspend`, admin.cookie, {
      days: null,
      reason: '도배',
    });
    expect(banned.status, JSON.stringify(banned.body)).toBe(200);
    expect(await endpointsOf(member.numericId)).toEqual([]);
  });
});
