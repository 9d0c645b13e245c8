import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call, comment, inbox, numericId, publishPost } from './fixtures.ts';
import { isNotification, openStream } from './stream-client.ts';

/**
 * GET /api/notifications/stream (modules/notifications/stream): what a tab hears, how it
 * resumes, and when the server closes it. Two streams per user here, to see the oldest close.
 */
let t: TestApp;
let admin: { userId: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ env: { NOTIFICATION_STREAMS_PER_USER: '2', NOTIFICATION_HEARTBEAT_SECONDS: '1' } });
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const unreadIs = (count: number) => (m: { event: string; data: Record<string, unknown> }) =>
  m.event === 'unread' && m.data.unreadCount === count;

/** A second session of the same member (another device). */
async function signInAgain(email: string) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'password-123' },
  });
  return sessionCookie(login);
}

async function authorWithPost(name: string) {
  const author = await signUpUser(t.app, name);
  const postId = await publishPost(t.app, author.cookie, admin.cookie);
  return { ...author, postId };
}

describe('what a stream hears', () => {
  it('refuses a guest with 401 and a Korean message', async () => {
    const guest = await openStream(t.app, null);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ error: '로그인이 필요합니다.' });
  });

  it('starts with the unread count, then pushes each new notification and count changes', async () => {
    const author = await authorWithPost('실시간주인');
    const stream = await openStream(t.app, author.cookie);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toContain('no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    await stream.reader.next(unreadIs(1));

    const fan = await signUpUser(t.app, '실시간팬');
    const written = await comment(t.app, author.postId, fan.cookie, '실시간 댓글');
    const pushed = await stream.reader.next(isNotification('comment'));
    expect(pushed.data).toMatchObject({
      notification: { commentId: written.commentId, actor: { name: '실시간팬' }, read: false },
      unreadCount: 2,
    });
    expect(pushed.id).toBe(String((pushed.data.notification as { id: number }).id));

    // Read in another tab: this one hears the new count.
    await call(t.app, 'POST', '/api/notifications/read', author.cookie, { all: true });
    await stream.reader.next(unreadIs(0));
    // The comment is deleted while unread: the count goes back down.
    const from = stream.reader.messages.length;
    const gone = await comment(t.app, author.postId, fan.cookie, '곧 지움');
    await stream.reader.next((m) => isNotification('comment')(m) && m.data.unreadCount === 1, { from });
    await call(t.app, 'DELETE', `/api/comments/${gone.commentId}`, fan.cookie);
    await stream.reader.next(unreadIs(0), { from });

    // Heartbeats (a comment line) keep it open through proxies.
    await expect.poll(() => stream.reader.text.includes('\n: \n'), { timeout: 10_000 }).toBe(true);
    stream.close();
  });

  it('resumes after Last-Event-ID with what it missed, oldest first', async () => {
    const author = await authorWithPost('재접속주인');
    const fan = await signUpUser(t.app, '재접속팬');
    const first = await openStream(t.app, author.cookie);
    await comment(t.app, author.postId, fan.cookie, '첫 번째');
    const seen = await first.reader.next(isNotification('comment'));
    first.close();
    await comment(t.app, author.postId, fan.cookie, '두 번째');
    await comment(t.app, author.postId, fan.cookie, '세 번째');

    const again = await openStream(t.app, author.cookie, seen.id);
    await again.reader.next(unreadIs(4));
    const missed = again.reader.messages.filter(isNotification('comment'));
    expect(missed.map((m) => (m.data.notification as { excerpt: string }).excerpt)).toEqual(['두 번째', '세 번째']);
    again.close();
  });

  it('never hears about anyone else', async () => {
    const author = await authorWithPost('내알림만');
    const stranger = await signUpUser(t.app, '엿듣기');
    const listening = await openStream(t.app, stranger.cookie);
    await listening.reader.next(unreadIs(0));
    await comment(t.app, author.postId, (await signUpUser(t.app, '제3자')).cookie, '남의 글 댓글');
    // The author's own stream hears it; by then the stranger's would have too.
    const authors = await openStream(t.app, author.cookie);
    await authors.reader.next(unreadIs(2));
    expect(listening.reader.messages.filter(isNotification())).toEqual([]);
    listening.close();
    authors.close();
  });
});

describe('when streams close', () => {
  it('keeps two per user: a third closes the oldest', async () => {
    const member = await signUpUser(t.app, '탭부자');
    const tabs = [await openStream(t.app, member.cookie), await openStream(t.app, member.cookie)];
    await tabs[1]?.reader.next(unreadIs(0));
    const third = await openStream(t.app, member.cookie);
    await tabs[0]?.reader.next((m) => m.event === 'replaced');
    await tabs[0]?.reader.closed();
    expect(tabs[1]?.reader.ended).toBe(false);
    for (const tab of [...tabs, third]) tab.close();
  });

  it('forgets a stream whose tab went away', async () => {
    const member = await signUpUser(t.app, '떠난탭');
    const stream = await openStream(t.app, member.cookie);
    await stream.reader.next(unreadIs(0));
    expect(t.app.notifications.streams.streamsOf(numericId(member.userId))).toBe(1);
    stream.close();
    await expect.poll(() => t.app.notifications.streams.streamsOf(numericId(member.userId))).toBe(0);
  });

  it("closes a session's streams at logout, and only that session's", async () => {
    const member = await signUpUser(t.app, '로그아웃');
    const otherCookie = await signInAgain(member.email);
    const mine = await openStream(t.app, member.cookie);
    const theirs = await openStream(t.app, otherCookie);
    await theirs.reader.next(unreadIs(0));
    await call(t.app, 'POST', '/api/auth/logout', member.cookie);
    await mine.reader.next((m) => m.event === 'ended');
    await mine.reader.closed();
    expect(theirs.reader.ended).toBe(false);

    // Logging out everywhere ends the rest.
    await call(t.app, 'POST', '/api/auth/logout-all', otherCookie);
    await theirs.reader.closed();
    expect((await openStream(t.app, otherCookie)).status).toBe(401);
  });

  it('closes the other sessions at a password change and at account deletion', async () => {
    const member = await signUpUser(t.app, '비번변경');
    const otherCookie = await signInAgain(member.email);
    const here = await openStream(t.app, member.cookie);
    const there = await openStream(t.app, otherCookie);
    await here.reader.next(unreadIs(0));
    const changed = await call(t.app, 'POST', '/api/auth/password', member.cookie, {
      currentPassword: 'password-123',
      newPassword: 'a-new-password-456',
    });
    expect(changed.status).toBe(200);
    await there.reader.closed();
    expect(here.reader.ended).toBe(false);

    await call(t.app, 'POST', '/api/auth/delete-account', member.cookie, { password: 'a-new-password-456' });
    await here.reader.closed();
  });

  it('ends a stream whose session disappeared without a word (expiry, a purge)', async () => {
    const member = await signUpUser(t.app, '만료세션');
    const stream = await openStream(t.app, member.cookie);
    await stream.reader.next(unreadIs(0));
    await t.app.db.deleteFrom('session').where('user_id', '=', numericId(member.userId)).execute();
    await t.app.notifications.streams.checkSessions();
    await stream.reader.closed();
  });
});

describe('limits and shutdown', () => {
  it('refuses streams past the process limit with 503, and app.close ends open ones', async () => {
    const small = await createTestApp({ env: { NOTIFICATION_STREAMS_MAX: '1' } });
    try {
      const member = await signUpUser(small.app, '한도');
      await small.app.listen({ port: 0, host: '127.0.0.1' });
      const address = small.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const open = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
        headers: { cookie: member.cookie },
      });
      expect(open.status).toBe(200);
      const body = open.body?.getReader();
      const first = new TextDecoder().decode((await body?.read())?.value);
      expect(first).toContain('retry:');

      const refused = await openStream(small.app, member.cookie);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ error: '실시간 알림 연결이 너무 많습니다. 잠시 후 다시 시도해주세요.' });
      expect(refused.headers['retry-after']).toBe('30');

      // Closing the server ends the stream instead of waiting for the browser to leave.
      await small.app.close();
      for (;;) {
        const chunk = await body?.read();
        if (!chunk || chunk.done) break;
      }
    } finally {
      await small.close();
    }
  });

  it('lists what was pushed: the stream and the list agree', async () => {
    const author = await authorWithPost('일치');
    const stream = await openStream(t.app, author.cookie);
    await comment(t.app, author.postId, (await signUpUser(t.app, '일치팬')).cookie, '같은 알림');
    const pushed = await stream.reader.next(isNotification('comment'));
    const [listed] = await inbox(t.app, author.cookie);
    expect(pushed.data.notification).toEqual(listed);
    stream.close();
  });
});
