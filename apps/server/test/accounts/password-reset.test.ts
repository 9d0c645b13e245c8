import { ACCOUNT_MESSAGES } from '@tubesphere/shared/contract/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { loggerOptions } from '../../src/lib/logger.ts';
import { linkIn, type SmtpTestServer, startSmtpTestServer } from '../helpers/smtp-test-server.ts';
import { createTestApp, sessionCookie, signUpUser, type TestApp } from '../helpers/test-app.ts';

/** 비밀번호 찾기: one answer for every address, a link by real SMTP, 30 minutes, once, sessions ended. */

let smtp: SmtpTestServer;
let t: TestApp;
const logged: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url },
    // The production logger's options (its serializers), everything logged, into an array.
    logger: {
      ...(await loggerOptions(loadConfig({ NODE_ENV: 'test' }))),
      level: 'trace',
      stream: { write: (line: string) => logged.push(line) },
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A new member whose sign-up verification mail is dropped, so each test counts only its own mails. */
async function newMember(name?: string) {
  const user = await signUpUser(t.app, name);
  await t.app.db.deleteFrom('mail_outbox').where('to_address', '=', user.email).execute();
  return user;
}

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().user;

/** Asks for a reset, sends the outbox and returns the link's token. */
async function resetToken(email: string): Promise<string> {
  const before = smtp.to(email).length;
  const response = await post('/api/auth/password-reset', { email });
  expect(response.statusCode).toBe(202);
  await t.app.jobs.runNow('send-mail');
  const mails = smtp.to(email);
  expect(mails).toHaveLength(before + 1);
  const link = linkIn(mails.at(-1)!, '/reset-password?token=');
  // No SITE_URL: the address the request came to.
  expect(link.origin).toBe('http://localhost');
  return link.searchParams.get('token')!;
}

describe('asking for a link', () => {
  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const user = await newMember();
    const known = await post('/api/auth/password-reset', { email: user.email });
    const unknown = await post('/api/auth/password-reset', { email: 'nobody-here@test.kr' });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json().message).toBe(ACCOUNT_MESSAGES.resetRequested);
    await t.app.jobs.runNow('send-mail');
    expect(smtp.to('nobody-here@test.kr')).toHaveLength(0);
    const tokens = await t.app.db.selectFrom('account_token').selectAll().execute();
    // Only hashes are stored.
    for (const row of tokens) expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a malformed address with a Korean message', async () => {
    const response = await post('/api/auth/password-reset', { email: 'not-an-address' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('올바른 이메일 주소를 입력해주세요.');
  });
});

describe('setting the new password', () => {
  it('sets it, ends every other session, signs this browser in and works once', async () => {
    const user = await newMember();
    const token = await resetToken(user.email);
    const weak = await post('/api/auth/password-reset/confirm', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    // The rules of sign-up: the address itself is no password.
    const likeEmail = await post('/api/auth/password-reset/confirm', { token, password: user.email });
    expect(likeEmail.statusCode).toBe(400);

    const done = await post('/api/auth/password-reset/confirm', { token, password: 'brand-new-pass-7' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.email).toBe(user.email);
    const cookie = sessionCookie(done);
    expect((await me(cookie))?.email).toBe(user.email);
    expect(await me(user.cookie)).toBeNull();
    expect((await post('/api/auth/login', { email: user.email, password: 'password-123' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: 'brand-new-pass-7' })).statusCode).toBe(200);

    const again = await post('/api/auth/password-reset/confirm', { token, password: 'another-pass-88' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(ACCOUNT_MESSAGES.resetTokenInvalid);
    expect(again.cookies.find((c) => c.name === 'ts_session')).toBeUndefined();
  });

  it('makes the older links of the account useless once one is used', async () => {
    const user = await newMember();
    const first = await resetToken(user.email);
    const second = await resetToken(user.email);
    expect(
      (await post('/api/auth/password-reset/confirm', { token: second, password: 'brand-new-pass-7' })).statusCode,
    ).toBe(200);
    const old = await post('/api/auth/password-reset/confirm', { token: first, password: 'another-pass-88' });
    expect(old.statusCode).toBe(400);
  });

  it('refuses an expired link after 30 minutes', async () => {
    const user = await newMember();
    const token = await resetToken(user.email);
    const row = await t.app.db
      .selectFrom('account_token')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', user.numericId)
      .where('purpose', '=', 'password-reset')
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(30 * 60_000);
    await t.app.db
      .updateTable('account_token')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.numericId)
      .where('purpose', '=', 'password-reset')
      .execute();
    const expired = await post('/api/auth/password-reset/confirm', { token, password: 'brand-new-pass-7' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(ACCOUNT_MESSAGES.resetTokenInvalid);
    expect((await post('/api/auth/login', { email: user.email, password: 'password-123' })).statusCode).toBe(200);
  });

  it('refuses a forged or missing token with a Korean message', async () => {
    const forged = await post('/api/auth/password-reset/confirm', {
      token: 'A'.repeat(43),
      password: 'brand-new-pass-7',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe(ACCOUNT_MESSAGES.resetTokenInvalid);
    const missing = await post('/api/auth/password-reset/confirm', { password: 'brand-new-pass-7' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/[가-힣]/);
  });

  it('never writes the link to the log', async () => {
    const user = await newMember();
    const token = await resetToken(user.email);
    // The page the link opens, and a confirm that fails and one that succeeds.
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    await post('/api/auth/password-reset/confirm', { token, password: 'short' });
    await post('/api/auth/password-reset/confirm', { token, password: 'brand-new-pass-7' });
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain(token);
  });
});

describe('limits', () => {
  it('limits requests per e-mail and per address', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
    try {
      const ask = (email: string, ip = '10.0.0.1') =>
        limited.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await ask('same@test.kr', `10.0.1.${i}`)).statusCode).toBe(202);
      const fourth = await ask('same@test.kr', '10.0.1.9');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error).toContain(ACCOUNT_MESSAGES.tooManyResetRequests);
      for (let i = 0; i < 10; i++) expect((await ask(`other${i}@test.kr`, '10.0.2.1')).statusCode).toBe(202);
      expect((await ask('eleventh@test.kr', '10.0.2.1')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
