import { AWAY_MAIL_MESSAGES } from '@tubesphere/shared/contract/away-mail';
import { NOTIFICATION_MESSAGES } from '@tubesphere/shared/contract/notifications';
import { toWirePostId } from '@tubesphere/shared/domain/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AwayMailDeps, runUnreadMail, runWeeklyDigest } from '../../src/modules/away-mail/jobs.ts';
import { digestWeek } from '../../src/modules/away-mail/periods.ts';
import { linkIn, listUnsubscribeLink, type SmtpTestServer, startSmtpTestServer } from '../helpers/smtp-test-server.ts';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';

/** 메일 소식: opt-in settings, the weekly digest and unread mails over real SMTP, one-click unsubscribe. */

const SITE = 'https://tubesphere.test';
const HOUR = 3_600_000;
let smtp: SmtpTestServer;
let t: TestApp;
let neighbour: TestApp;
let sphereId: number;
let otherSphereId: number;
let author: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@test.kr', SITE_URL: SITE } });
  // A second process of the same deployment, running the same jobs.
  neighbour = await createTestApp({ shareDatabaseWith: t, env: { SMTP_URL: smtp.url, SITE_URL: SITE } });
  const now = new Date().toISOString();
  const insertSphere = async (slug: string, name: string) =>
    Number(
      (
        await t.app.db
          .insertInto('sphere')
          .values({ slug, name, icon: '🎵', description: '설명', created_at: now })
          .returning('sphere_id')
          .executeTakeFirstOrThrow()
      ).sphere_id,
    );
  sphereId = await insertSphere('away-music', '음악 스피어');
  otherSphereId = await insertSphere('away-other', '다른 스피어');
  author = await signUpUser(t.app, '글쓴이');
});
afterAll(async () => {
  await neighbour.close();
  await t.close();
  await smtp.close();
});

const deps = (app: TestApp['app']): AwayMailDeps => ({ db: app.db, mail: app.mail, origin: SITE, log: app.log });

const preferences = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: { cookie } });
const saveMail = (cookie: string, mail: object) =>
  t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: { cookie }, payload: { mail } });

/** A member with a confirmed address (unless told), in the music sphere, with the given mails on. */
async function member(options: { verified?: boolean; digest?: boolean; unread?: boolean; name?: string } = {}) {
  const user = await signUpUser(t.app, options.name ?? '메일회원');
  await t.app.db.deleteFrom('mail_outbox').where('to_address', '=', user.email).execute();
  if (options.verified !== false) {
    await t.app.db
      .updateTable('user')
      .set({ email_verified_at: new Date().toISOString() })
      .where('user_id', '=', user.numericId)
      .execute();
  }
  await t.app.db
    .insertInto('sphere_member')
    .values({ sphere_id: sphereId, user_id: user.numericId, role: 'member', joined_at: new Date().toISOString() })
    .execute();
  const mail = { weeklyDigest: options.digest ?? false, unreadNotifications: options.unread ?? false };
  expect((await saveMail(user.cookie, mail)).statusCode).toBe(200);
  return user;
}

async function post(at: Date, fields: { sphere?: number; likes?: number; title?: string; userId?: number } = {}) {
  const row = await t.app.db
    .insertInto('post')
    .values({
      user_id: fields.userId ?? author.numericId,
      title: fields.title ?? '글',
      content: '본문',
      blocks_json: '[]',
      sphere_id: fields.sphere ?? sphereId,
      like_count: fields.likes ?? 0,
      is_confirmed: 1,
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    })
    .returning('post_id')
    .executeTakeFirstOrThrow();
  return Number(row.post_id);
}

async function sendAll() {
  await t.app.mail.sendDue();
}

const oneClick = (url: URL, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('settings', () => {
  it('are off until turned on, kept per member, and read with the notification settings', async () => {
    const user = await member();
    const before = await preferences(user.cookie);
    expect(before.json().mail).toEqual({ weeklyDigest: false, unreadNotifications: false });
    expect(before.json().preferences.comment).toBe(true);
    const saved = await saveMail(user.cookie, { weeklyDigest: true });
    expect(saved.json().mail).toEqual({ weeklyDigest: true, unreadNotifications: false });
    expect((await preferences(user.cookie)).json().mail).toEqual({ weeklyDigest: true, unreadNotifications: false });
    const other = await member();
    expect((await preferences(other.cookie)).json().mail.weeklyDigest).toBe(false);
  });

  it('refuse bad values with a Korean message and change nothing', async () => {
    const user = await member();
    const bad = await saveMail(user.cookie, { weeklyDigest: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(AWAY_MAIL_MESSAGES.badSetting);
    const empty = await saveMail(user.cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(NOTIFICATION_MESSAGES.noPreference);
    const nothing = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(nothing.statusCode).toBe(400);
    expect((await preferences(user.cookie)).json().mail.weeklyDigest).toBe(false);
    const guest = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { mail: { weeklyDigest: true } },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('weekly digest', () => {
  it('mails the best posts of last week in the member’s spheres, with both unsubscribe headers, once', async () => {
    const week = digestWeek(new Date());
    const inWeek = (hours: number) => new Date(week.start.getTime() + hours * HOUR);
    const reader = await member({ digest: true, name: '읽는이' });
    const unverified = await member({ digest: true, verified: false });
    const notOptedIn = await member();
    // Suspended and banned members are not invited back; one whose suspension has ended is.
    const suspend = async (userId: number, until: string | null) =>
      t.app.db
        .updateTable('user')
        .set({
          suspended_at: new Date(Date.now() - 48 * HOUR).toISOString(),
          suspended_until: until,
          suspension_reason: '도배',
        })
        .where('user_id', '=', userId)
        .execute();
    const suspended = await member({ digest: true });
    await suspend(suspended.numericId, new Date(Date.now() + 24 * HOUR).toISOString());
    const banned = await member({ digest: true });
    await suspend(banned.numericId, null);
    const servedTime = await member({ digest: true });
    await suspend(servedTime.numericId, new Date(Date.now() - HOUR).toISOString());
    const best = await post(inWeek(30), { likes: 9, title: '가장 인기 있는 글' });
    const second = await post(inWeek(40), { likes: 3, title: '두 번째 글' });
    await post(inWeek(50), { sphere: otherSphereId, likes: 50, title: '다른 스피어 글' });
    await post(new Date(week.end.getTime() + HOUR), { likes: 50, title: '이번 주 글' });
    await post(inWeek(20), { likes: 50, title: '내 글', userId: reader.numericId });

    // Two processes at the same moment, past the job lock: the period's key keeps it to one mail.
    const [a, b] = await Promise.all([
      runWeeklyDigest(deps(t.app), new Date()),
      runWeeklyDigest(deps(neighbour.app), new Date()),
    ]);
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(1);
    await sendAll();
    const [mail, ...more] = smtp.to(reader.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('[튜브스피어] 이번 주 내 스피어 인기 글');
    expect(mail?.text).toContain('읽는이님');
    expect(mail!.text.indexOf('가장 인기 있는 글')).toBeLessThan(mail!.text.indexOf('두 번째 글'));
    expect(mail?.text).not.toContain('다른 스피어 글');
    expect(mail?.text).not.toContain('이번 주 글');
    expect(mail?.text).not.toContain('내 글');
    expect(mail?.text).toContain(`${SITE}/post/${toWirePostId(best)}`);
    expect(mail?.html).toContain(`${SITE}/post/${toWirePostId(second)}`);
    expect(mail?.text).toContain(`${SITE}/settings#notifications`);
    // RFC 8058: an https link in List-Unsubscribe and the One-Click POST marker.
    const link = listUnsubscribeLink(mail!);
    expect(link.origin).toBe(SITE);
    expect(link.pathname).toBe('/api/mail/unsubscribe');
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The page link in the body carries the same token.
    expect(linkIn(mail!, '/unsubscribe?token=').searchParams.get('token')).toBe(link.searchParams.get('token'));

    expect(smtp.to(unverified.email)).toEqual([]);
    expect(smtp.to(notOptedIn.email)).toEqual([]);
    expect(smtp.to(suspended.email)).toEqual([]);
    expect(smtp.to(banned.email)).toEqual([]);
    expect(smtp.to(servedTime.email)).toHaveLength(1);

    // Scheduled again (a late tick, the other process): nothing more for that week.
    expect(await neighbour.app.jobs.runNow('weekly-digest-mail')).toMatchObject({ status: 'ok' });
    await sendAll();
    expect(smtp.to(reader.email)).toHaveLength(1);
  });

  it('sends nothing to a member whose spheres had no posts that week', async () => {
    const quiet = await member({ digest: true });
    await t.app.db.deleteFrom('sphere_member').where('user_id', '=', quiet.numericId).execute();
    await runWeeklyDigest(deps(t.app), new Date());
    await sendAll();
    expect(smtp.to(quiet.email)).toEqual([]);
    const rows = await t.app.db
      .selectFrom('mail_away_sent')
      .selectAll()
      .where('user_id', '=', quiet.numericId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('shows its headers to the admin reading the outbox', async () => {
    const reader = await member({ digest: true });
    const week = digestWeek(new Date());
    await post(new Date(week.start.getTime() + 5 * HOUR), { likes: 1 });
    await runWeeklyDigest(deps(t.app), new Date());
    const row = await t.app.db
      .selectFrom('mail_outbox')
      .select('mail_id')
      .where('to_address', '=', reader.email)
      .executeTakeFirstOrThrow();
    const admin = await signInAdmin(t.app);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/mail/${row.mail_id}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().mail.kind).toBe('weekly-digest');
    expect(detail.json().mail.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/tubesphere\.test\/api\/mail\/unsubscribe\?token=/,
    );
    expect(detail.json().mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('one-click unsubscribe', () => {
  async function digestFor() {
    const user = await member({ digest: true, unread: true });
    const week = digestWeek(new Date());
    await post(new Date(week.start.getTime() + 10 * HOUR), { likes: 2 });
    await runWeeklyDigest(deps(t.app), new Date());
    await sendAll();
    const [mail] = smtp.to(user.email);
    return { user, link: listUnsubscribeLink(mail!) };
  }

  it('GET only leads to the page; the POST of RFC 8058 turns that kind off, from any site, without a session', async () => {
    const { user, link } = await digestFor();
    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe?token=${link.searchParams.get('token')}`);
    expect((await preferences(user.cookie)).json().mail.weeklyDigest).toBe(true);

    // A webmail's page on another site may send it: the token, not the origin, is the guard.
    const done = await oneClick(link, { origin: 'https://mail.example', 'sec-fetch-site': 'cross-site' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      kind: 'weekly-digest',
      changed: true,
      message: AWAY_MAIL_MESSAGES.unsubscribed['weekly-digest'],
    });
    // Only that kind.
    expect((await preferences(user.cookie)).json().mail).toEqual({ weeklyDigest: false, unreadNotifications: true });
    // A retry answers the same, changing nothing.
    const again = await oneClick(link);
    expect(again.statusCode).toBe(200);
    expect(again.json().changed).toBe(false);
    // Off means no more digests.
    await t.app.db.deleteFrom('mail_away_sent').where('user_id', '=', user.numericId).execute();
    await runWeeklyDigest(deps(t.app), new Date());
    await sendAll();
    expect(smtp.to(user.email)).toHaveLength(1);
  });

  it('accepts the page’s own POST, and refuses bad or unknown tokens', async () => {
    const { user, link } = await digestFor();
    const fromPage = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      payload: {},
    });
    expect(fromPage.statusCode).toBe(200);
    expect((await preferences(user.cookie)).json().mail.weeklyDigest).toBe(false);

    const malformed = await t.app.inject({ method: 'POST', url: '/api/mail/unsubscribe?token=abc', payload: {} });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe(AWAY_MAIL_MESSAGES.badToken);
    const missing = await t.app.inject({ method: 'POST', url: '/api/mail/unsubscribe', payload: {} });
    expect(missing.statusCode).toBe(400);
    const unknown = await oneClick(new URL(`${SITE}/api/mail/unsubscribe?token=${'A'.repeat(43)}`));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(AWAY_MAIL_MESSAGES.tokenNotFound);
  });

  it('stops working once the member turns the mail on again (rotated)', async () => {
    const { user, link } = await digestFor();
    expect((await oneClick(link)).statusCode).toBe(200);
    await saveMail(user.cookie, { weeklyDigest: true });
    const stale = await oneClick(link);
    expect(stale.statusCode).toBe(404);
    expect((await preferences(user.cookie)).json().mail.weeklyDigest).toBe(true);
  });
});

describe('unread notifications after a day', () => {
  async function notification(userId: number, createdAt: Date, read = false, type = 'comment') {
    const row = await t.app.db
      .insertInto('notification')
      .values({
        user_id: userId,
        type,
        actor_id: author.numericId,
        post_id: null,
        comment_id: null,
        text: null,
        created_at: createdAt.toISOString(),
        read_at: read ? createdAt.toISOString() : null,
      })
      .returning('notification_id')
      .executeTakeFirstOrThrow();
    return Number(row.notification_id);
  }

  it('mails those unread for 24 hours once, grouped, skipping read and recent ones, at most once a day', async () => {
    const user = await member({ unread: true });
    const now = new Date();
    const old = await notification(user.numericId, new Date(now.getTime() - 25 * HOUR));
    await notification(user.numericId, new Date(now.getTime() - 26 * HOUR), false, 'post_liked');
    const read = await notification(user.numericId, new Date(now.getTime() - 30 * HOUR), true, 'mention');
    const recent = await notification(user.numericId, new Date(now.getTime() - 2 * HOUR), false, 'reply');

    const [a, b] = await Promise.all([runUnreadMail(deps(t.app), now), runUnreadMail(deps(neighbour.app), now)]);
    expect(a.sent + b.sent).toBe(1);
    await sendAll();
    const [mail, ...more] = smtp.to(user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('[튜브스피어] 읽지 않은 알림 2개');
    expect(mail?.text).toContain('■ 댓글과 답글');
    expect(mail?.text).toContain('■ 좋아요');
    expect(mail?.text).toContain('글쓴이님이 회원님의 게시글에 댓글을 남겼습니다.');
    expect(mail?.text).not.toContain('언급');
    expect(mail?.text).not.toContain('답글을 남겼습니다');
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const mailed = await t.app.db.selectFrom('notification_mailed').select('notification_id').execute();
    const ids = mailed.map((row) => Number(row.notification_id));
    expect(ids).toContain(old);
    expect(ids).not.toContain(read);
    expect(ids).not.toContain(recent);

    // The same Seoul day: no second mail, even with another notification now a day old.
    await notification(user.numericId, new Date(now.getTime() - 24.5 * HOUR), false, 'reply');
    await runUnreadMail(deps(t.app), new Date(now.getTime() + 60_000));
    await sendAll();
    expect(smtp.to(user.email)).toHaveLength(1);

    // The next day: only what was not mailed before, and nothing the member has read meanwhile.
    const later = new Date(now.getTime() + 24 * HOUR);
    await t.app.db
      .updateTable('notification')
      .set({ read_at: later.toISOString() })
      .where('notification_id', '=', recent)
      .execute();
    await runUnreadMail(deps(t.app), later);
    await sendAll();
    const second = smtp.to(user.email)[1];
    expect(second?.subject).toBe('[튜브스피어] 읽지 않은 알림 1개');
    expect(second?.text).toContain('답글을 남겼습니다');
  });

  it('sends nothing once everything is read', async () => {
    const user = await member({ unread: true });
    const id = await notification(user.numericId, new Date(Date.now() - 30 * HOUR));
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie: user.cookie },
      payload: { ids: [id] },
    });
    expect(read.statusCode).toBe(200);
    await runUnreadMail(deps(t.app), new Date());
    await sendAll();
    expect(smtp.to(user.email)).toEqual([]);
  });
});
