import { ACCOUNT_MESSAGES } from '@tubesphere/shared/contract/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, type SmtpTestServer, startSmtpTestServer } from '../helpers/smtp-test-server.ts';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

/** Verification after sign-up, its resend, and a change of address that waits for the new address's link. */

let smtp: SmtpTestServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, SITE_URL: 'https://tubesphere.test' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object | undefined, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().user;

/** Sends the outbox; the token of the newest link in the newest mail to `to`. */
async function latestToken(to: string): Promise<string> {
  await t.app.jobs.runNow('send-mail');
  const mail = smtp.to(to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return linkIn(mail, '/verify-email?token=').searchParams.get('token')!;
}

describe('verification', () => {
  it('mails a link at sign-up; opening it marks the address verified', async () => {
    const user = await signUpUser(t.app, '인증할사람');
    expect((await me(user.cookie)).emailVerified).toBe(false);
    await t.app.jobs.runNow('send-mail');
    const [mail] = smtp.to(user.email);
    expect(mail?.subject).toBe('[튜브스피어] 이메일 인증');
    const link = linkIn(mail!, '/verify-email?token=');
    expect(link.origin).toBe('https://tubesphere.test');

    const done = await post('/api/auth/verify-email', { token: link.searchParams.get('token')! });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ outcome: 'verified', message: ACCOUNT_MESSAGES.verified });
    expect((await me(user.cookie)).emailVerified).toBe(true);

    const again = await post('/api/auth/verify-email', { token: link.searchParams.get('token')! });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(ACCOUNT_MESSAGES.verifyTokenInvalid);
    // Verified: nothing more to send.
    const resend = await post('/api/auth/verify-email/resend', undefined, user.cookie);
    expect(resend.statusCode).toBe(400);
    expect(resend.json().error).toBe(ACCOUNT_MESSAGES.alreadyVerified);
  });

  it('sends again on request, and only the newest link works', async () => {
    const user = await signUpUser(t.app);
    const first = await latestToken(user.email);
    const resend = await post('/api/auth/verify-email/resend', undefined, user.cookie);
    expect(resend.statusCode).toBe(202);
    const second = await latestToken(user.email);
    expect(second).not.toBe(first);
    expect((await post('/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: second })).statusCode).toBe(200);
  });

  it('refuses expired and forged links with a Korean message', async () => {
    const user = await signUpUser(t.app);
    const token = await latestToken(user.email);
    await t.app.db
      .updateTable('account_token')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.numericId)
      .execute();
    const expired = await post('/api/auth/verify-email', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(ACCOUNT_MESSAGES.verifyTokenInvalid);
    const forged = await post('/api/auth/verify-email', { token: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe(ACCOUNT_MESSAGES.verifyTokenInvalid);
    expect((await me(user.cookie)).emailVerified).toBe(false);
  });

  it('limits resends per member', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
    try {
      const user = await signUpUser(limited.app);
      const resend = () =>
        limited.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: { cookie: user.cookie } });
      for (let i = 0; i < 3; i++) expect((await resend()).statusCode).toBe(202);
      const fourth = await resend();
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error).toContain(ACCOUNT_MESSAGES.tooManyVerificationMails);
    } finally {
      await limited.close();
    }
  });
});

describe('change of address', () => {
  it('changes only when the new address opens its link, and tells the old address', async () => {
    const user = await signUpUser(t.app, '주소바꿀사람');
    const newEmail = `moved-${user.numericId}@test.kr`;
    const wrong = await post('/api/auth/email', { newEmail, password: 'not-my-password' }, user.cookie);
    expect(wrong.statusCode).toBe(400);
    const asked = await post('/api/auth/email', { newEmail, password: 'password-123' }, user.cookie);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().message).toBe(ACCOUNT_MESSAGES.changeRequested);
    // Nothing changed yet: the old address still signs in.
    expect((await me(user.cookie)).email).toBe(user.email);
    expect((await post('/api/auth/login', { email: user.email, password: 'password-123' })).statusCode).toBe(200);

    const token = await latestToken(newEmail);
    expect(smtp.to(newEmail).at(-1)?.subject).toBe('[튜브스피어] 이메일 변경 확인');
    const done = await post('/api/auth/verify-email', { token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ outcome: 'changed', message: ACCOUNT_MESSAGES.emailChanged });
    expect(await me(user.cookie)).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await post('/api/auth/login', { email: user.email, password: 'password-123' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: newEmail, password: 'password-123' })).statusCode).toBe(200);

    await t.app.jobs.runNow('send-mail');
    const notice = smtp.to(user.email).at(-1);
    expect(notice?.subject).toBe('[튜브스피어] 이메일이 변경되었습니다');
    expect(notice?.text).toContain('@test.kr');
    expect(notice?.text).not.toContain(newEmail);
  });

  it('refuses an address another account has, now or by the time the link is opened', async () => {
    const user = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const taken = await post('/api/auth/email', { newEmail: other.email, password: 'password-123' }, user.cookie);
    expect(taken.statusCode).toBe(409);
    const same = await post('/api/auth/email', { newEmail: user.email, password: 'password-123' }, user.cookie);
    expect(same.statusCode).toBe(400);

    const newEmail = `race-${user.numericId}@test.kr`;
    expect((await post('/api/auth/email', { newEmail, password: 'password-123' }, user.cookie)).statusCode).toBe(202);
    const token = await latestToken(newEmail);
    // Someone signs up with that address before the link is opened.
    await post('/api/auth/signup', { email: newEmail, password: 'password-123', user_name: '먼저온사람' });
    const late = await post('/api/auth/verify-email', { token });
    expect(late.statusCode).toBe(409);
    expect((await me(user.cookie)).email).toBe(user.email);
  });

  it('needs a signed-in member', async () => {
    const guest = await post('/api/auth/email', { newEmail: 'x@test.kr', password: 'password-123' });
    expect(guest.statusCode).toBe(401);
    expect((await post('/api/auth/verify-email/resend', undefined)).statusCode).toBe(401);
  });
});
