import { ACCOUNT_MESSAGES } from '@tubesphere/shared/contract/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

/**
 * Mailed links and the Host header: in production without SITE_URL a forged Host must not end
 * up in a reset link (docs/decisions/211-mailed-links-need-site-url.md).
 */

let production: TestApp;
let withSiteUrl: TestApp;

beforeAll(async () => {
  production = await createTestApp({ env: { NODE_ENV: 'production' } });
  withSiteUrl = await createTestApp({ env: { NODE_ENV: 'production', SITE_URL: 'https://tubesphere.example' } });
});
afterAll(async () => {
  await production.close();
  await withSiteUrl.close();
});

const requestReset = (t: TestApp, email: string, host: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', headers: { host }, payload: { email } });
const mails = (t: TestApp, to: string) =>
  t.app.db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', to).execute();

describe('production without SITE_URL', () => {
  it('refuses a reset for a forged Host with 503 and writes no link; a loopback Host still works', async () => {
    const member = await signUpUser(production.app, '링크회원');
    const before = (await mails(production, member.email)).length;
    const forged = await requestReset(production, member.email, 'evil.example');
    expect(forged.statusCode).toBe(503);
    expect(forged.json()).toEqual({ error: ACCOUNT_MESSAGES.mailLinksUnavailable });
    expect(await mails(production, member.email)).toHaveLength(before);
    // The same answer for an address without an account: nothing learned about who exists.
    const unknown = await requestReset(production, 'nobody@test.kr', 'evil.example');
    expect(unknown.statusCode).toBe(503);

    const local = await requestReset(production, member.email, 'localhost:3000');
    expect(local.statusCode).toBe(202);
    const written = await mails(production, member.email);
    expect(written).toHaveLength(before + 1);
    expect(written.at(-1)?.text_body).toContain('http://localhost:3000/reset-password?token=');
  });

  it('still creates the account at sign-up behind a forged Host, without its verification mail', async () => {
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { host: 'evil.example' },
      payload: { email: 'forged-host@test.kr', password: 'password-123', user_name: '호스트회원' },
    });
    expect(response.statusCode).toBe(201);
    expect(await mails(production, 'forged-host@test.kr')).toEqual([]);
  });
});

describe('production with SITE_URL', () => {
  it('writes links to SITE_URL whatever Host the request names', async () => {
    const member = await signUpUser(withSiteUrl.app, '사이트회원');
    const response = await requestReset(withSiteUrl, member.email, 'evil.example');
    expect(response.statusCode).toBe(202);
    const [last] = (await mails(withSiteUrl, member.email)).slice(-1);
    expect(last?.text_body).toContain('https://tubesphere.example/reset-password?token=');
    expect(last?.text_body).not.toContain('evil.example');
  });
});
