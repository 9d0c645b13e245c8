import { TWO_FACTOR_MESSAGES } from '@tubesphere/shared/contract/two-factor';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../src/lib/session-token.ts';
import { totpCode } from '../../src/lib/totp.ts';
import {
  createTestApp,
  sessionCookie,
  signInAdmin,
  signUpUser,
  TEST_ADMIN,
  type TestApp,
} from '../helpers/test-app.ts';

/** 2단계 인증 (TOTP): setup, enable, the sign-in's code step, recovery codes, the wrong-code wait, admins. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const challengeCookie = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name === 'ts_2fa');
  if (!cookie) throw new Error(`no challenge cookie: ${response.statusCode} ${response.body}`);
  return `ts_2fa=${cookie.value}`;
};
/** A code of the step `offset` steps from now (the server accepts one either side). */
const codeAt = (secret: string, offset: number) => totpCode(secret, Date.now() + offset * 30_000);

/** A new member with 2단계 인증 on: the secret, the recovery codes, and a session. */
async function memberWithTwoFactor() {
  const member = await signUpUser(t.app, '이단계회원');
  const setup = await post('/api/auth/2fa/setup', {}, member.cookie);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, uri, qrSvg } = setup.json() as { secret: string; uri: string; qrSvg: string };
  const enable = await post('/api/auth/2fa/enable', { code: codeAt(secret, -1) }, member.cookie);
  expect(enable.statusCode, enable.body).toBe(200);
  return { ...member, secret, uri, qrSvg, recoveryCodes: enable.json().recoveryCodes as string[] };
}

async function passwordStep(email: string, password = 'password-123') {
  const response = await post('/api/auth/login', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('setup and enable', () => {
  it('gives a secret, its otpauth URI and a QR code; the first right code enables it and returns 10 recovery codes', async () => {
    const member = await signUpUser(t.app, '설정회원');
    expect((await get('/api/auth/2fa', member.cookie)).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      adminRequired: false,
    });
    const setup = await post('/api/auth/2fa/setup', {}, member.cookie);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, uri, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/TubeSphere:${encodeURIComponent(member.email)}?secret=${secret}&issuer=TubeSphere&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);

    const wrong = await post('/api/auth/2fa/enable', { code: codeAt(secret, -5) }, member.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: TWO_FACTOR_MESSAGES.wrongCode });
    const malformed = await post('/api/auth/2fa/enable', { code: '12a456' }, member.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: TWO_FACTOR_MESSAGES.codeFormat });

    const enabled = await post('/api/auth/2fa/enable', { code: codeAt(secret, 0) }, member.cookie);
    expect(enabled.statusCode, enabled.body).toBe(200);
    const codes = enabled.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await get('/api/auth/2fa', member.cookie)).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      adminRequired: false,
    });
    // Stored as hashes only; the secret is never sent again, and setup cannot replace it now.
    const stored = await t.app.db
      .selectFrom('user_two_factor_recovery_code')
      .select('code_hash')
      .where('user_id', '=', member.numericId)
      .execute();
    expect(stored.map((row) => row.code_hash).sort()).toEqual(
      codes.map((code) => hashSessionToken(code.replace('-', ''))).sort(),
    );
    const again = await post('/api/auth/2fa/setup', {}, member.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: TWO_FACTOR_MESSAGES.alreadyEnabled });
    expect(JSON.stringify((await get('/api/auth/2fa', member.cookie)).json())).not.toContain(secret);
  });

  it('enable without setup is a 400 in Korean; setup and enable need a session', async () => {
    const member = await signUpUser(t.app);
    const response = await post('/api/auth/2fa/enable', { code: '123456' }, member.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: TWO_FACTOR_MESSAGES.notSetUp });
    expect((await post('/api/auth/2fa/setup', {})).statusCode).toBe(401);
  });
});

describe('sign-in with 2단계 인증', () => {
  it('password → twoFactorRequired without a session; the code completes it; a used code is refused', async () => {
    const member = await memberWithTwoFactor();
    const first = await passwordStep(member.email);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    expect(first.cookies.find((c) => c.name === 'ts_session')).toBeUndefined();
    const challenge = first.cookies.find((c) => c.name === 'ts_2fa');
    expect(challenge).toMatchObject({ httpOnly: true, path: '/api/auth/login', maxAge: 300 });
    // Only the challenge token's hash is stored.
    const rows = await t.app.db
      .selectFrom('user_two_factor_challenge')
      .select('token_hash')
      .where('user_id', '=', member.numericId)
      .execute();
    expect(rows.map((row) => row.token_hash)).toEqual([hashSessionToken(challenge?.value ?? '')]);

    const code = codeAt(member.secret, 1);
    const done = await post('/api/auth/login/2fa', { code }, challengeCookie(first));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.user_id).toBe(member.userId);
    const session = sessionCookie(done);
    expect((await get('/api/auth/me', session)).json().user.user_id).toBe(member.userId);

    // The same challenge again: spent. A new challenge with the same code: replay, refused.
    const reused = await post('/api/auth/login/2fa', { code }, challengeCookie(first));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: TWO_FACTOR_MESSAGES.challengeMissing });
    const second = await passwordStep(member.email);
    const replay = await post('/api/auth/login/2fa', { code }, challengeCookie(second));
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: TWO_FACTOR_MESSAGES.wrongCode });
    // An older step than the one used is no better.
    const older = await post('/api/auth/login/2fa', { code: codeAt(member.secret, 0) }, challengeCookie(second));
    expect(older.statusCode).toBe(400);
    expect(older.cookies.find((c) => c.name === 'ts_session')).toBeUndefined();
  });

  it('a recovery code completes it once, typed in any case, with or without its dash', async () => {
    const member = await memberWithTwoFactor();
    const [recovery = ''] = member.recoveryCodes;
    const first = await passwordStep(member.email);
    const done = await post(
      '/api/auth/login/2fa',
      { recoveryCode: recovery.replace('-', '').toUpperCase() },
      challengeCookie(first),
    );
    expect(done.statusCode, done.body).toBe(200);
    sessionCookie(done);
    expect((await get('/api/auth/2fa', sessionCookie(done))).json().recoveryCodesLeft).toBe(9);

    const second = await passwordStep(member.email);
    const reused = await post('/api/auth/login/2fa', { recoveryCode: recovery }, challengeCookie(second));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: TWO_FACTOR_MESSAGES.wrongRecoveryCode });
  });

  it('refuses forged, expired and missing challenges and bodies with both or neither code with 400', async () => {
    const member = await memberWithTwoFactor();
    const code = codeAt(member.secret, 1);
    for (const cookie of [undefined, 'ts_2fa=forged-token']) {
      const response = await post('/api/auth/login/2fa', { code }, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: TWO_FACTOR_MESSAGES.challengeMissing });
    }
    const first = await passwordStep(member.email);
    const both = await post(
      '/api/auth/login/2fa',
      { code, recoveryCode: member.recoveryCodes[0] },
      challengeCookie(first),
    );
    expect(both.json()).toEqual({ error: TWO_FACTOR_MESSAGES.oneOfCodes });
    const neither = await post('/api/auth/login/2fa', {}, challengeCookie(first));
    expect(neither.json()).toEqual({ error: TWO_FACTOR_MESSAGES.oneOfCodes });
    const badRecovery = await post('/api/auth/login/2fa', { recoveryCode: '!!' }, challengeCookie(first));
    expect(badRecovery.statusCode).toBe(400);
    expect(badRecovery.json()).toEqual({ error: TWO_FACTOR_MESSAGES.recoveryFormat });

    await t.app.db
      .updateTable('user_two_factor_challenge')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', member.numericId)
      .execute();
    const expired = await post('/api/auth/login/2fa', { code }, challengeCookie(first));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ error: TWO_FACTOR_MESSAGES.challengeMissing });
  });

  it('five wrong codes, then a 429 with Retry-After even for the right code, across new challenges', async () => {
    const member = await memberWithTwoFactor();
    const wrong = codeAt(member.secret, -10);
    const first = await passwordStep(member.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await post('/api/auth/login/2fa', { code: wrong }, challengeCookie(first));
      expect(response.statusCode, `attempt ${attempt}`).toBe(400);
    }
    const second = await passwordStep(member.email);
    const locked = await post('/api/auth/login/2fa', { code: codeAt(member.secret, 1) }, challengeCookie(second));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/^인증 코드를 너무 많이 틀렸습니다\. \d+분 후에 다시 시도해주세요\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(locked.cookies.find((c) => c.name === 'ts_session')).toBeUndefined();

    // Once the wait is over, the right code signs in.
    await t.app.db
      .updateTable('user_two_factor')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', member.numericId)
      .execute();
    const after = await post('/api/auth/login/2fa', { code: codeAt(member.secret, 1) }, challengeCookie(second));
    expect(after.statusCode, after.body).toBe(200);
  });

  it('a wrong password still says nothing about 2단계 인증', async () => {
    const member = await memberWithTwoFactor();
    const response = await post('/api/auth/login', { email: member.email, password: 'wrong-password-1' });
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name === 'ts_2fa')).toBeUndefined();
  });
});

describe('disable', () => {
  it('needs the password and a current code; then sign-in is one step again', async () => {
    const member = await memberWithTwoFactor();
    const noPassword = await post('/api/auth/2fa/disable', { code: codeAt(member.secret, 1) }, member.cookie);
    expect(noPassword.statusCode).toBe(400);
    const wrongPassword = await post(
      '/api/auth/2fa/disable',
      { password: 'not-the-password', code: codeAt(member.secret, 1) },
      member.cookie,
    );
    expect(wrongPassword.statusCode).toBe(400);
    const wrongCode = await post(
      '/api/auth/2fa/disable',
      { password: 'password-123', code: codeAt(member.secret, -10) },
      member.cookie,
    );
    expect(wrongCode.json()).toEqual({ error: TWO_FACTOR_MESSAGES.wrongCode });
    const off = await post(
      '/api/auth/2fa/disable',
      { password: 'password-123', code: codeAt(member.secret, 1) },
      member.cookie,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect((await get('/api/auth/2fa', member.cookie)).json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const login = await passwordStep(member.email);
    expect(login.json().user.user_id).toBe(member.userId);
    const left = await t.app.db
      .selectFrom('user_two_factor_recovery_code')
      .select('code_hash')
      .where('user_id', '=', member.numericId)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('관리자 2단계 인증 필수', () => {
  it('is off by default; an admin cannot turn it on without their own; when on, admins without it get 403 on every admin API', async () => {
    const admin = await signInAdmin(t.app);
    const settings = await get('/api/admin/settings', admin.cookie);
    expect(settings.json().settings.admin_two_factor_required).toBe(false);

    const refused = await post('/api/admin/settings', { adminTwoFactorRequired: true }, admin.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: TWO_FACTOR_MESSAGES.enableOwnFirst });

    // The admin turns on their own, then the rule; the change is in the audit trail.
    const setup = (await post('/api/auth/2fa/setup', {}, admin.cookie)).json();
    expect((await post('/api/auth/2fa/enable', { code: codeAt(setup.secret, 0) }, admin.cookie)).statusCode).toBe(200);
    const on = await post('/api/admin/settings', { adminTwoFactorRequired: true }, admin.cookie);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().settings.admin_two_factor_required).toBe(true);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'detail_json'])
      .where('action', '=', 'settings.update')
      .orderBy('audit_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.target).toBe('admin_two_factor_required');
    expect(JSON.parse(audit.detail_json ?? 'null')).toEqual({
      changes: { admin_two_factor_required: { from: false, to: true } },
    });
    expect((await get('/api/auth/2fa', admin.cookie)).json()).toMatchObject({ enabled: true, adminRequired: true });

    // A second admin without 2단계 인증: refused across modules' admin routes; members and guests as before.
    const other = await signUpUser(t.app, '둘째회원');
    await t.app.db.updateTable('user').set({ admin_level: 1 }).where('user_id', '=', other.numericId).execute();
    t.app.readCache.invalidate();
    for (const url of ['/api/admin/settings', '/api/admin/dashboard', '/api/admin/reports', '/api/admin/audit']) {
      const response = await get(url, other.cookie);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({ error: TWO_FACTOR_MESSAGES.adminRequired });
    }
    const write = await post('/api/admin/settings', { companionVisible: false }, other.cookie);
    expect(write.statusCode).toBe(403);
    expect((await get('/api/admin/settings', admin.cookie)).statusCode).toBe(200);
    expect((await get('/api/admin/settings')).statusCode).toBe(401);
    const member = await signUpUser(t.app);
    expect((await get('/api/admin/settings', member.cookie)).json().error).not.toBe(TWO_FACTOR_MESSAGES.adminRequired);

    // Off again: the other admin is let back in.
    expect((await post('/api/admin/settings', { adminTwoFactorRequired: false }, admin.cookie)).statusCode).toBe(200);
    expect((await get('/api/admin/settings', other.cookie)).statusCode).toBe(200);
    // The configured admin signs in with a code from now on.
    const login = await post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(login.json()).toEqual({ twoFactorRequired: true });
  });
});
