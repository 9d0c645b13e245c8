import { EXPORT_MESSAGES } from '@tubesphere/shared/contract/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';

/** 개인정보 다운로드: what the member wrote and chose, as one JSON file; no hash, no token. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, cookie: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie } });

let blockedId = 0;

/** What the member saved, follows, blocked, joined, made and wrote to `otherId`, straight into the tables. */
async function saveActivity(userId: number, otherId: number, othersPostId: number) {
  const now = new Date().toISOString();
  const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
  blockedId = (await signUpUser(t.app, '차단한사람')).numericId;
  await t.app.db
    .insertInto('mail_away_setting')
    .values({ user_id: userId, kind: 'weekly-digest', enabled: 1, updated_at: now })
    .execute();
  await t.app.db
    .insertInto('post_bookmark')
    .values({ user_id: userId, post_id: othersPostId, created_at: now })
    .execute();
  await t.app.db
    .insertInto('user_follow')
    .values({ follower_id: userId, followee_id: otherId, created_at: now })
    .execute();
  await t.app.db
    .insertInto('user_block')
    .values({ blocker_id: userId, blocked_id: blockedId, created_at: now })
    .execute();
  const sphere = await t.app.db
    .insertInto('sphere')
    .values({ slug: 'export-sphere', name: '내보내기 스피어', icon: '🎬', description: '설명', created_at: now })
    .returning('sphere_id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('sphere_member')
    .values({
      sphere_id: Number(sphere.sphere_id),
      user_id: userId,
      role: 'member',
      joined_at: now,
      notify_mode: 'all',
    })
    .execute();
  const playlist = await t.app.db
    .insertInto('playlist')
    .values({
      user_id: userId,
      sphere_id: null,
      title: '내 재생목록',
      visibility: 'public',
      created_at: now,
      updated_at: now,
    })
    .returning('playlist_id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('playlist_item')
    .values({
      playlist_id: Number(playlist.playlist_id),
      post_id: othersPostId,
      position: 1,
      added_by: userId,
      added_at: now,
    })
    .execute();
  await t.app.db
    .insertInto('direct_message')
    .values([
      { sender_id: userId, recipient_id: otherId, content: '보낸 쪽지', created_at: now },
      { sender_id: otherId, recipient_id: userId, content: '받은 쪽지', created_at: later(1) },
      {
        sender_id: otherId,
        recipient_id: userId,
        content: '신고로 지워진 쪽지',
        created_at: later(2),
        deleted_at: later(3),
      },
    ])
    .execute();
}

describe('GET /api/users/me/export', () => {
  it('returns the profile, posts with blocks, comments, reactions, favourites, settings, links, and what the member saved, follows, blocked, joined, made and wrote', async () => {
    const member = await signUpUser(t.app, '내보낼사람');
    const other = await signUpUser(t.app, '다른사람');
    const admin = await signInAdmin(t.app);
    const created = await post(
      '/api/posts/feed',
      { title: '내 글', blocks: [{ id: 'b1', type: 'text', content: '블록 본문' }] },
      member.cookie,
    );
    expect(created.statusCode, created.body).toBe(201);
    const postId = created.json().post.postId as string;
    await post('/api/admin/posts/confirm', { postId }, admin.cookie);
    const othersPost = await post(
      '/api/posts/feed',
      { title: '남의 글', blocks: [{ id: 'b1', type: 'text', content: '남의 본문' }] },
      other.cookie,
    );
    const othersPostId = othersPost.json().post.postId as string;
    await post('/api/admin/posts/confirm', { postId: othersPostId }, admin.cookie);
    const comment = await post(`/api/posts/${othersPostId}/comments`, { content: '내 댓글' }, member.cookie);
    expect(comment.statusCode, comment.body).toBe(201);
    const like = await post(`/api/posts/${othersPostId}/like`, {}, member.cookie);
    expect(like.statusCode, like.body).toBeLessThan(300);
    await t.app.db
      .insertInto('user_favorite')
      .values({
        user_id: member.numericId,
        kind: 'channel',
        target_id: 'UC_x5XG1OV2P6uZZ5FSM9Ttw',
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.app.db
      .insertInto('notification_preference')
      .values({ user_id: member.numericId, type: 'comment', enabled: 0, updated_at: new Date().toISOString() })
      .execute();
    await t.app.db
      .insertInto('user_oauth_account')
      .values({
        provider: 'kakao',
        subject: '42',
        user_id: member.numericId,
        email: 'k@kakao.com',
        created_at: new Date().toISOString(),
      })
      .execute();

    await saveActivity(member.numericId, other.numericId, Number(othersPostId.slice(4)));

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/export',
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="tubesphere-\d+-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(data.profile).toMatchObject({ user_name: '내보낼사람', email: member.email });
    expect(data.posts).toHaveLength(1);
    expect(data.posts[0]).toMatchObject({ postId, title: '내 글', confirmed: true });
    expect(data.posts[0].blocks).toEqual([expect.objectContaining({ type: 'text', content: '블록 본문' })]);
    expect(data.comments).toMatchObject([{ postId: othersPostId, content: '내 댓글' }]);
    expect(data.reactions).toMatchObject([{ postId: othersPostId, reaction: 'like' }]);
    expect(data.favorites).toMatchObject([{ kind: 'channel', targetId: 'UC_x5XG1OV2P6uZZ5FSM9Ttw' }]);
    expect(data.notificationSettings).toEqual([{ type: 'comment', enabled: false }]);
    expect(data.linkedAccounts).toMatchObject([{ provider: 'kakao', email: 'k@kakao.com' }]);
    expect(data.mailSettings).toEqual({ weeklyDigest: true, unreadNotifications: false });
    expect(data.bookmarks).toMatchObject([{ postId: othersPostId }]);
    expect(data.following).toMatchObject([{ userId: other.userId }]);
    expect(data.blockedUsers).toMatchObject([{ userId: `user${blockedId}` }]);
    expect(data.spheres).toMatchObject([{ name: '내보내기 스피어', role: 'member', newPostAlerts: true }]);
    expect(data.playlists).toMatchObject([{ title: '내 재생목록', visibility: 'public', postIds: [othersPostId] }]);
    expect(data.messages).toMatchObject([
      { direction: 'sent', otherUserId: other.userId, content: '보낸 쪽지' },
      { direction: 'received', otherUserId: other.userId, content: '받은 쪽지' },
    ]);
    expect(response.body).not.toContain('신고로 지워진 쪽지');

    // Nothing secret: no password hash, no session or link token anywhere in the file.
    const user = await t.app.db
      .selectFrom('user')
      .select('password_hash')
      .where('user_id', '=', member.numericId)
      .executeTakeFirstOrThrow();
    const sessions = await t.app.db
      .selectFrom('session')
      .select('token_hash')
      .where('user_id', '=', member.numericId)
      .execute();
    const tokens = await t.app.db
      .selectFrom('account_token')
      .select('token_hash')
      .where('user_id', '=', member.numericId)
      .execute();
    for (const secret of [
      user.password_hash,
      ...sessions.map((s) => s.token_hash),
      ...tokens.map((s) => s.token_hash),
    ]) {
      expect(response.body).not.toContain(secret);
    }
    expect(response.body).not.toMatch(/password|token_hash|scrypt/);
    // Another member's post is not in it.
    expect(response.body).not.toContain('남의 본문');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me/export' });
    expect(response.statusCode).toBe(401);
  });

  it('answers once an hour', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
    try {
      const member = await signUpUser(limited.app);
      const ask = () =>
        limited.app.inject({ method: 'GET', url: '/api/users/me/export', headers: { cookie: member.cookie } });
      expect((await ask()).statusCode).toBe(200);
      const second = await ask();
      expect(second.statusCode).toBe(429);
      expect(second.json().error).toContain(EXPORT_MESSAGES.tooMany);
    } finally {
      await limited.close();
    }
  });
});
