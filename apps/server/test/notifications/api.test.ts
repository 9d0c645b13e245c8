import type { NotificationPreferences } from '@tubesphere/shared/contract/notifications';
import { NOTIFICATION_TYPES } from '@tubesphere/shared/contract/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call, comment, inbox, inboxOf, like, publishPost, unread } from './fixtures.ts';

/** The member's own list, unread count, read state and settings; nobody else's, never a guest's. */
let t: TestApp;
let admin: { userId: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

/** A member with `count` comment notifications on one post (and the confirmation of it). */
async function memberWithComments(name: string, count: number) {
  const member = await signUpUser(t.app, name);
  const postId = await publishPost(t.app, member.cookie, admin.cookie);
  const commenter = await signUpUser(t.app, `${name}팬`);
  for (let i = 0; i < count; i += 1) await comment(t.app, postId, commenter.cookie, `댓글 ${i}`);
  return { ...member, postId, commenter };
}

describe('who may see and change notifications', () => {
  it('answers guests 401 on every route', async () => {
    const calls = [
      call(t.app, 'GET', '/api/notifications'),
      call(t.app, 'GET', '/api/notifications/unread-count'),
      call(t.app, 'POST', '/api/notifications/read', null, { all: true }),
      call(t.app, 'GET', '/api/notifications/preferences'),
      call(t.app, 'PUT', '/api/notifications/preferences', null, { preferences: { comment: false } }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(401);
      expect(answer.body.error).toBe('로그인이 필요합니다.');
    }
  });

  it("never shows or changes another member's notifications", async () => {
    const owner = await memberWithComments('알림주인', 2);
    const other = await signUpUser(t.app, '남의알림');
    const [first] = await inbox(t.app, owner.cookie);
    expect(await inbox(t.app, other.cookie)).toEqual([]);

    const foreign = await call(t.app, 'POST', '/api/notifications/read', other.cookie, { ids: [first?.id] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('알림을 찾을 수 없습니다.');
    // One foreign id among one's own: nothing changes.
    const otherPost = await publishPost(t.app, other.cookie, admin.cookie);
    const [mine] = await inbox(t.app, other.cookie);
    const mixed = await call(t.app, 'POST', '/api/notifications/read', other.cookie, { ids: [mine?.id, first?.id] });
    expect(mixed.status).toBe(404);
    expect(await unread(t.app, other.cookie)).toBe(1);
    expect(otherPost).toMatch(/^post\d+$/);

    expect((await call(t.app, 'POST', '/api/notifications/read', other.cookie, { all: true })).body.updated).toBe(1);
    expect(await unread(t.app, owner.cookie)).toBe(3);
  });

  it('refuses bad input with a Korean 400', async () => {
    const member = await signUpUser(t.app, '입력검사');
    const bad = [
      call(t.app, 'GET', '/api/notifications?limit=51', member.cookie),
      call(t.app, 'GET', '/api/notifications?page=1001', member.cookie),
      call(t.app, 'GET', '/api/notifications?page=0', member.cookie),
      call(t.app, 'GET', '/api/notifications?page=abc', member.cookie),
      call(t.app, 'POST', '/api/notifications/read', member.cookie, {}),
      call(t.app, 'POST', '/api/notifications/read', member.cookie, { ids: [] }),
      call(t.app, 'POST', '/api/notifications/read', member.cookie, { ids: ['x'] }),
      call(t.app, 'POST', '/api/notifications/read', member.cookie, { ids: [1], all: true }),
      call(t.app, 'POST', '/api/notifications/read', member.cookie, {
        ids: Array.from({ length: 101 }, (_, i) => i + 1),
      }),
      call(t.app, 'PUT', '/api/notifications/preferences', member.cookie, { preferences: {} }),
      call(t.app, 'PUT', '/api/notifications/preferences', member.cookie, { preferences: { nope: false } }),
      call(t.app, 'PUT', '/api/notifications/preferences', member.cookie, { preferences: { comment: 'off' } }),
    ];
    for (const answer of await Promise.all(bad)) {
      expect(answer.status, answer.raw).toBe(400);
      expect(answer.body.error).toMatch(/[가-힣]/);
    }
  });
});

describe('the list and the read state', () => {
  it('pages newest first and counts what is unread', async () => {
    const member = await memberWithComments('목록주인', 4);
    const first = await call(t.app, 'GET', '/api/notifications?page=1&limit=2', member.cookie);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ pagination: { page: 1, limit: 2, hasMore: true }, unreadCount: 5 });
    const items = first.body.notifications as { id: number; excerpt: string }[];
    expect(items.map((n) => n.excerpt)).toEqual(['댓글 3', '댓글 2']);
    const last = await call(t.app, 'GET', '/api/notifications?page=3&limit=2', member.cookie);
    expect(last.body).toMatchObject({ pagination: { page: 3, hasMore: false } });
    expect((last.body.notifications as { type: string }[]).map((n) => n.type)).toEqual(['post_confirmed']);
    expect(first.raw).not.toContain(member.email);
  });

  it('marks some or all read, and counts stay exact', async () => {
    const member = await memberWithComments('읽음주인', 3);
    const [a, b] = await inbox(t.app, member.cookie);
    const some = await call(t.app, 'POST', '/api/notifications/read', member.cookie, { ids: [a?.id, b?.id, a?.id] });
    expect(some.body).toEqual({ success: true, updated: 2, unreadCount: 2 });
    const again = await call(t.app, 'POST', '/api/notifications/read', member.cookie, { ids: [a?.id] });
    expect(again.body).toEqual({ success: true, updated: 0, unreadCount: 2 });
    expect((await inbox(t.app, member.cookie)).map((n) => n.read)).toEqual([true, true, false, false]);
    const all = await call(t.app, 'POST', '/api/notifications/read', member.cookie, { all: true });
    expect(all.body).toEqual({ success: true, updated: 2, unreadCount: 0 });
    expect(await unread(t.app, member.cookie)).toBe(0);
  });
});

describe('settings', () => {
  const preferencesOf = async (cookie: string) =>
    (await call(t.app, 'GET', '/api/notifications/preferences', cookie)).body.preferences as NotificationPreferences;

  it('has every type on at first and keeps what is changed', async () => {
    const member = await signUpUser(t.app, '설정주인');
    expect(await preferencesOf(member.cookie)).toEqual(
      Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, true])),
    );
    const saved = await call(t.app, 'PUT', '/api/notifications/preferences', member.cookie, {
      preferences: { comment: false, post_liked: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences).toMatchObject({ comment: false, post_liked: false, reply: true });
    await call(t.app, 'PUT', '/api/notifications/preferences', member.cookie, { preferences: { comment: true } });
    expect(await preferencesOf(member.cookie)).toMatchObject({ comment: true, post_liked: false });
  });

  it('creates nothing of a type that is off, and falls back to the next type that is on', async () => {
    const author = await signUpUser(t.app, '조용히');
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    await call(t.app, 'PUT', '/api/notifications/preferences', author.cookie, {
      preferences: { comment: false, post_liked: false, mention: false },
    });
    const fan = await signUpUser(t.app, '조용한팬');
    await comment(t.app, postId, fan.cookie, '@조용히 안녕하세요');
    await like(t.app, postId, fan.cookie);
    expect(await inboxOf(t.app, author.cookie, 'comment')).toEqual([]);
    expect(await inboxOf(t.app, author.cookie, 'mention')).toEqual([]);
    expect(await inboxOf(t.app, author.cookie, 'post_liked')).toEqual([]);

    // Mentions off but comments on: a mention in a comment on my post still counts as a comment.
    await call(t.app, 'PUT', '/api/notifications/preferences', author.cookie, { preferences: { comment: true } });
    const second = await comment(t.app, postId, fan.cookie, '@조용히 또 왔어요');
    expect(await inboxOf(t.app, author.cookie, 'comment')).toMatchObject([{ commentId: second.commentId }]);
  });
});

describe('deleting content', () => {
  it('removes the unread notifications of a deleted comment, and keeps the read ones', async () => {
    const author = await signUpUser(t.app, '삭제글주인');
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const fan = await signUpUser(t.app, '삭제댓글');
    const kept = await comment(t.app, postId, fan.cookie, '읽힌 댓글');
    const [read] = await inboxOf(t.app, author.cookie, 'comment');
    await call(t.app, 'POST', '/api/notifications/read', author.cookie, { ids: [read?.id] });
    const gone = await comment(t.app, postId, fan.cookie, '지워질 댓글');
    expect(await inboxOf(t.app, author.cookie, 'comment')).toHaveLength(2);

    for (const c of [kept, gone]) {
      expect((await call(t.app, 'DELETE', `/api/comments/${c.commentId}`, fan.cookie)).status).toBe(200);
    }
    const left = await inboxOf(t.app, author.cookie, 'comment');
    expect(left).toMatchObject([{ commentId: kept.commentId, read: true, excerpt: null }]);
  });

  it("removes every unread notification about a deleted post, whoever's they were", async () => {
    const author = await signUpUser(t.app, '지울글주인');
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const fan = await signUpUser(t.app, '지울글팬');
    const top = await comment(t.app, postId, fan.cookie, '댓글');
    await comment(t.app, postId, author.cookie, '@지울글팬 답글', top.commentId);
    await like(t.app, postId, fan.cookie);
    expect(await unread(t.app, fan.cookie)).toBeGreaterThan(0);
    expect((await call(t.app, 'DELETE', `/api/posts/${postId}`, author.cookie)).status).toBe(200);
    const aboutPost = (items: { postId: string | null }[]) => items.filter((n) => n.postId === postId);
    expect(aboutPost(await inbox(t.app, author.cookie))).toEqual([]);
    expect(aboutPost(await inbox(t.app, fan.cookie))).toEqual([]);
  });
});
