import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  sessionCookie,
  signInAdmin,
  signUpUser,
  type TestApp,
  testDialect,
} from '../helpers/test-app.ts';
import { call, comment, publishPost } from './fixtures.ts';
import { isNotification, openStream } from './stream-client.ts';

/**
 * A member's live streams close the moment an admin suspends or bans them, or they log out
 * everywhere or change their password — on whichever process holds the stream. On PostgreSQL
 * the streams are opened on a second server sharing the database (the event crosses through
 * LISTEN/NOTIFY); SQLite is one process. The 5-minute session sweep never runs here.
 */
const onPostgres = testDialect() === 'postgres';
let a: TestApp;
let b: TestApp;
let admin: { userId: string; cookie: string };

beforeAll(async () => {
  a = await createTestApp();
  b = onPostgres ? await createTestApp({ shareDatabaseWith: a }) : a;
  admin = await signInAdmin(a.app);
});
afterAll(async () => {
  if (b !== a) await b.close();
  await a.close();
});

const started = (m: { event: string }) => m.event === 'unread';

async function signInAgain(email: string) {
  const login = await a.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'password-123' },
  });
  return sessionCookie(login);
}

const suspend = (userId: string, days: number | null) =>
  call(a.app, 'POST', `/api/admin/users/${userId}/suspend`, admin.cookie, { days, reason: '광고 도배' });

describe(`notification streams and account actions (${onPostgres ? 'two processes' : 'one process'})`, () => {
  it('closes a suspended member’s streams with the suspension’s sentence; nothing more arrives', async () => {
    const member = await signUpUser(a.app, '정지될회원');
    const postId = await publishPost(a.app, member.cookie, admin.cookie);
    const stream = await openStream(b.app, member.cookie);
    await stream.reader.next(started);

    expect((await suspend(member.userId, 3)).status).toBe(200);
    const last = await stream.reader.next((m) => m.event === 'suspended');
    expect(last.data).toEqual({
      message: expect.stringMatching(/^계정이 .+까지 이용 정지되었습니다: 광고 도배$/),
      banned: false,
    });
    await stream.reader.closed();

    // A comment on their post afterwards reaches no stream: a new one only repeats the suspension.
    const fan = await signUpUser(a.app, '팬');
    await comment(a.app, postId, fan.cookie, '정지 뒤의 댓글');
    const again = await openStream(b.app, member.cookie);
    expect(again.status).toBe(200);
    await again.reader.closed();
    expect(again.reader.messages.map((m) => m.event)).toEqual(['suspended']);
    expect(again.reader.messages.some(isNotification())).toBe(false);
  });

  it('closes a banned member’s streams, every session’s, saying it is a ban', async () => {
    const member = await signUpUser(a.app, '영구정지');
    const other = await signInAgain(member.email);
    const streams = [await openStream(b.app, member.cookie), await openStream(b.app, other)];
    for (const stream of streams) await stream.reader.next(started);

    expect((await suspend(member.userId, null)).status).toBe(200);
    for (const stream of streams) {
      const last = await stream.reader.next((m) => m.event === 'suspended');
      expect(last.data).toEqual({ message: '계정이 영구 이용 정지되었습니다: 광고 도배', banned: true });
      await stream.reader.closed();
    }
    expect((await openStream(b.app, member.cookie)).status).toBe(401);
  });

  it('closes the streams at logout-all, and the other sessions’ at a password change', async () => {
    const member = await signUpUser(a.app, '모두로그아웃');
    const other = await signInAgain(member.email);
    const here = await openStream(b.app, member.cookie);
    const there = await openStream(b.app, other);
    await here.reader.next(started);
    await there.reader.next(started);
    const changed = await call(a.app, 'POST', '/api/auth/password', member.cookie, {
      currentPassword: 'password-123',
      newPassword: 'a-new-password-456',
    });
    expect(changed.status).toBe(200);
    await there.reader.next((m) => m.event === 'ended');
    await there.reader.closed();
    expect(here.reader.ended).toBe(false);

    expect((await call(a.app, 'POST', '/api/auth/logout-all', member.cookie)).status).toBe(200);
    await here.reader.next((m) => m.event === 'ended');
    await here.reader.closed();
  });
});
