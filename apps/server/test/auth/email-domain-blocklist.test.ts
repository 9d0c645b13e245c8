import { SPAM_MESSAGES } from '@tubesphere/shared/contract/spam-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call } from '../own-content/own-content-fixtures.ts';

let t: TestApp;
let admin: { cookie: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const signUp = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: 'password-123', user_name: `도메인${Math.random().toString(36).slice(2, 7)}` },
  });

describe('가입 차단 도메인 (/api/admin/spam-settings)', () => {
  it('an admin lists domains; sign-up and e-mail change refuse them and their subdomains, audited', async () => {
    const member = await signUpUser(t.app, '도메인변경회원');
    const saved = await call(t.app, 'POST', '/api/admin/spam-settings', admin.cookie, {
      emailDomainBlocklist: [' Spam.Example ', 'trash-mail.kr', 'spam.example'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual({ emailDomainBlocklist: ['spam.example', 'trash-mail.kr'] });
    expect((await call(t.app, 'GET', '/api/admin/spam-settings', admin.cookie)).body.settings).toEqual({
      emailDomainBlocklist: ['spam.example', 'trash-mail.kr'],
    });

    for (const email of ['bot@spam.example', 'bot@mx.SPAM.example', 'bot@trash-mail.kr']) {
      const refused = await signUp(email);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: SPAM_MESSAGES.blockedDomain });
    }
    const before = await t.app.db
      .selectFrom('user')
      .select('user_id')
      .where('email', 'like', '%spam.example')
      .execute();
    expect(before).toEqual([]);
    expect((await signUp(`ok${Date.now()}@notspam.example`)).statusCode).toBe(201);

    const change = await call(t.app, 'POST', '/api/auth/email', member.cookie, {
      newEmail: 'me@spam.example',
      password: 'password-123',
    });
    expect(change.status).toBe(400);
    expect(change.body.error).toBe(SPAM_MESSAGES.blockedDomain);

    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'spam.settings').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.detail_json ?? '{}')).toEqual({
      added: ['spam.example', 'trash-mail.kr'],
      removed: [],
    });

    // Emptied, the domain signs up again.
    await call(t.app, 'POST', '/api/admin/spam-settings', admin.cookie, { emailDomainBlocklist: [] });
    expect((await signUp(`back${Date.now()}@spam.example`)).statusCode).toBe(201);
  });

  it('refuses a malformed domain with a Korean 400, and members and guests are refused', async () => {
    const bad = await call(t.app, 'POST', '/api/admin/spam-settings', admin.cookie, {
      emailDomainBlocklist: ['not a domain'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(SPAM_MESSAGES.badDomain);
    const member = await signUpUser(t.app, '일반회원');
    expect((await call(t.app, 'GET', '/api/admin/spam-settings', member.cookie)).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/spam-settings', null)).status).toBe(401);
  });
});
