import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from '../../src/modules/mail/service.ts';
import { linkIn, type SmtpTestServer, startSmtpTestServer } from '../helpers/smtp-test-server.ts';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';

/** The outbox: written with what it reports, sent by the job over real SMTP, retried, never twice. */

let smtp: SmtpTestServer;
let t: TestApp;
let neighbour: TestApp;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: '튜브스피어 <no-reply@test.kr>', SITE_URL: 'https://tubesphere.test' },
  });
  // A second process of the same deployment, sending from the same outbox.
  neighbour = await createTestApp({ shareDatabaseWith: t, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await neighbour.close();
  await t.close();
  await smtp.close();
});

/** A new member whose sign-up verification mail is dropped, so each test counts only its own mails. */
async function newMember(name?: string) {
  const user = await signUpUser(t.app, name);
  await t.app.db.deleteFrom('mail_outbox').where('to_address', '=', user.email).execute();
  return user;
}

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
const outboxRows = (to: string) =>
  t.app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('mail_id').execute();
const makeDue = (to: string) =>
  t.app.db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: '2000-01-01T00:00:00.000Z' })
    .where('to_address', '=', to)
    .execute();

describe('sending', () => {
  it('sends a mail in Korean, plain text and HTML, with the site name and an absolute link', async () => {
    const user = await newMember('메일받는이');
    expect((await requestReset(user.email)).statusCode).toBe(202);
    expect((await outboxRows(user.email)).map((row) => row.status)).toEqual(['pending']);
    const outcome = await t.app.jobs.runNow('send-mail');
    expect(outcome).toMatchObject({ status: 'ok' });
    const [mail, ...more] = smtp.to(user.email);
    expect(more).toEqual([]);
    expect(mail?.from).toBe('no-reply@test.kr');
    expect(mail?.subject).toBe('[튜브스피어] 비밀번호 재설정');
    expect(mail?.text).toContain('메일받는이님');
    const link = linkIn(mail!, '/reset-password?token=');
    expect(link.origin).toBe('https://tubesphere.test');
    expect(mail?.html).toContain(link.toString().replace(/&/g, '&amp;'));
    expect(mail?.html).toContain('튜브스피어');
    const [row] = await outboxRows(user.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    // Sent is sent: the next run has nothing to do.
    await t.app.jobs.runNow('send-mail');
    expect(smtp.to(user.email)).toHaveLength(1);
  });

  it('keeps a mail through an SMTP failure and sends it on a later try', async () => {
    const user = await newMember();
    await requestReset(user.email);
    smtp.refuse(true);
    try {
      const outcome = await t.app.jobs.runNow('send-mail');
      expect(outcome).toMatchObject({ status: 'ok', summary: { sent: 0, retrying: 1 } });
    } finally {
      smtp.refuse(false);
    }
    const [waiting] = await outboxRows(user.email);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.last_error).toContain('Mailbox unavailable');
    // Backoff: not due again at once.
    expect(Date.parse(waiting!.next_attempt_at)).toBeGreaterThan(Date.now() + 30_000);
    await t.app.jobs.runNow('send-mail');
    expect(smtp.to(user.email)).toHaveLength(0);
    await makeDue(user.email);
    await t.app.jobs.runNow('send-mail');
    expect(smtp.to(user.email)).toHaveLength(1);
    expect((await outboxRows(user.email))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives a mail up after the last try, with the reason', async () => {
    const user = await newMember();
    await requestReset(user.email);
    await t.app.db
      .updateTable('mail_outbox')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where('to_address', '=', user.email)
      .execute();
    smtp.refuse(true);
    try {
      expect(await t.app.jobs.runNow('send-mail')).toMatchObject({ summary: { failed: 1 } });
    } finally {
      smtp.refuse(false);
    }
    expect((await outboxRows(user.email))[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    await makeDue(user.email);
    await t.app.jobs.runNow('send-mail');
    expect(smtp.to(user.email)).toHaveLength(0);
  });

  it('sends each mail once when two processes send at the same moment', async () => {
    const users = [];
    for (let i = 0; i < 5; i++) users.push(await newMember());
    for (const user of users) await requestReset(user.email);
    // Past the job lock on purpose: the row claim alone must keep them apart.
    const [a, b] = await Promise.all([t.app.mail.sendDue(), neighbour.app.mail.sendDue()]);
    expect(a.sent + b.sent).toBe(5);
    for (const user of users) expect(smtp.to(user.email)).toHaveLength(1);
  });

  it('takes back a mail whose sender died mid-send, once its claim has lapsed', async () => {
    const user = await newMember();
    await requestReset(user.email);
    await t.app.db
      .updateTable('mail_outbox')
      .set({ status: 'sending', attempts: 1, next_attempt_at: new Date(Date.now() + 60_000).toISOString() })
      .where('to_address', '=', user.email)
      .execute();
    await t.app.jobs.runNow('send-mail');
    expect(smtp.to(user.email)).toHaveLength(0);
    await makeDue(user.email);
    await t.app.jobs.runNow('send-mail');
    expect(smtp.to(user.email)).toHaveLength(1);
  });
});

describe('/api/admin/mail', () => {
  it('shows the outbox to a 최고 관리자 only, and reads one mail into the audit trail', async () => {
    const user = await newMember();
    await requestReset(user.email);
    const admin = await signInAdmin(t.app);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: { cookie: admin.cookie } });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body.delivers).toBe(true);
    const summary = body.mails.find((mail: { to: string }) => mail.to === user.email);
    expect(summary).toMatchObject({
      kind: 'password-reset',
      status: 'pending',
      subject: '[튜브스피어] 비밀번호 재설정',
    });
    expect(summary).not.toHaveProperty('text');

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/mail/${summary.mailId}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().mail.text).toContain('/reset-password?token=');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'mail.read')
      .where('target', '=', `mail${summary.mailId}`)
      .execute();
    expect(audit).toHaveLength(1);

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mail/999999',
      headers: { cookie: admin.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('메일을 찾을 수 없습니다.');

    const levelOne = await newMember();
    await t.app.db.updateTable('user').set({ admin_level: 1 }).where('user_id', '=', levelOne.numericId).execute();
    for (const cookie of [levelOne.cookie, user.cookie]) {
      const refused = await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: { cookie } });
      expect(refused.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/mail' })).statusCode).toBe(401);
    const badPage = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mail?page=0',
      headers: { cookie: admin.cookie },
    });
    expect(badPage.statusCode).toBe(400);
  });
});

describe('without SMTP_URL', () => {
  it('keeps every mail in the outbox for /admin/mail', async () => {
    const local = await createTestApp();
    try {
      const user = await signUpUser(local.app);
      await local.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
      expect(await local.app.jobs.runNow('send-mail')).toMatchObject({ summary: { sent: 0 } });
      const admin = await signInAdmin(local.app);
      const list = await local.app.inject({ method: 'GET', url: '/api/admin/mail', headers: { cookie: admin.cookie } });
      const body = list.json();
      expect(body.delivers).toBe(false);
      expect(body.mails).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ to: user.email, kind: 'password-reset', status: 'pending' }),
          expect.objectContaining({ to: user.email, kind: 'verify-email', status: 'pending' }),
        ]),
      );
    } finally {
      await local.close();
    }
  });
});
