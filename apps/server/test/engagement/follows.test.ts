import { feedResponse } from '@tubesphere/shared/contract/feed';
import type { Notification } from '@tubesphere/shared/contract/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAN_OUT_BATCH } from '../../src/modules/follows/fan-out.ts';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call, publishPost } from '../own-content/own-content-fixtures.ts';

let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const fanOut = () => t.app.jobs.runNow('fan-out-new-posts');
const newPostNotices = async (cookie: string) =>
  ((await call(t.app, 'GET', '/api/notifications?limit=50', cookie)).body.notifications as Notification[]).filter(
    (n) => n.type === 'new_post',
  );
const profile = async (userId: string, cookie: string | null) =>
  (await call(t.app, 'GET', `/api/users/${userId}`, cookie)).body.user as {
    followerCount: number;
    followingCount: number;
    isFollowing: boolean;
  };

describe('following', () => {
  it('follows idempotently, counts both ways on the profile, refuses myself, unknown people and guests', async () => {
    const me = await signUpUser(t.app, '팔로워');
    const star = await signUpUser(t.app, '인기인');
    const followed = await call(t.app, 'PUT', `/api/users/${star.userId}/follow`, me.cookie);
    expect(followed).toMatchObject({
      status: 200,
      body: { success: true, userId: star.userId, isFollowing: true, followerCount: 1, followingCount: 0 },
    });
    expect((await call(t.app, 'PUT', `/api/users/${star.userId}/follow`, me.cookie)).body.followerCount).toBe(1);
    expect(await profile(star.userId, me.cookie)).toMatchObject({
      followerCount: 1,
      followingCount: 0,
      isFollowing: true,
    });
    expect(await profile(star.userId, null)).toMatchObject({ followerCount: 1, isFollowing: false });
    expect(await profile(me.userId, me.cookie)).toMatchObject({ followingCount: 1, isFollowing: false });

    const self = await call(t.app, 'PUT', `/api/users/${me.userId}/follow`, me.cookie);
    expect(self).toMatchObject({ status: 400, body: { error: '자기 자신은 팔로우할 수 없습니다.' } });
    expect((await call(t.app, 'PUT', '/api/users/user99999999/follow', me.cookie)).status).toBe(404);
    expect((await call(t.app, 'PUT', '/api/users/nobody/follow', me.cookie)).status).toBe(400);
    expect((await call(t.app, 'PUT', `/api/users/${star.userId}/follow`, null)).status).toBe(401);

    const unfollowed = await call(t.app, 'DELETE', `/api/users/${star.userId}/follow`, me.cookie);
    expect(unfollowed.body).toMatchObject({ isFollowing: false, followerCount: 0 });
    expect((await call(t.app, 'DELETE', `/api/users/${star.userId}/follow`, me.cookie)).status).toBe(200);
  });

  it('tells followers and sphere subscribers of a post once it is public, once, minus blocks and off switches', async () => {
    const author = await signUpUser(t.app, '작가');
    const fan = await signUpUser(t.app, '팬');
    const blocker = await signUpUser(t.app, '차단한팬');
    const blockedByAuthor = await signUpUser(t.app, '차단당한팬');
    const quiet = await signUpUser(t.app, '조용한팬');
    const subscriber = await signUpUser(t.app, '구독자');
    const member = await signUpUser(t.app, '그냥회원');
    for (const who of [fan, blocker, blockedByAuthor, quiet]) {
      await call(t.app, 'PUT', `/api/users/${author.userId}/follow`, who.cookie);
    }
    await call(t.app, 'POST', `/api/users/${author.userId}/block`, blocker.cookie);
    await call(t.app, 'POST', `/api/users/${blockedByAuthor.userId}/block`, author.cookie);
    await call(t.app, 'PUT', '/api/notifications/preferences', quiet.cookie, { preferences: { new_post: false } });

    const spheres = (await call(t.app, 'GET', '/api/spheres')).body as { data: { spheres: { id: number }[] } };
    const sphereId = spheres.data.spheres[0]?.id as number;
    for (const who of [author, subscriber, member, fan]) {
      await call(t.app, 'POST', `/api/spheres/${sphereId}/join`, who.cookie, {});
    }
    const mode = await call(t.app, 'PUT', `/api/spheres/${sphereId}/subscription`, subscriber.cookie, { mode: 'all' });
    expect(mode).toMatchObject({ status: 200, body: { success: true, sphereId, mode: 'all' } });
    // The fan both follows and subscribes: still one notification.
    await call(t.app, 'PUT', `/api/spheres/${sphereId}/subscription`, fan.cookie, { mode: 'all' });
    const sphere = await call(t.app, 'GET', `/api/spheres/${sphereId}`, subscriber.cookie);
    expect((sphere.body.sphere as { notifyMode?: string }).notifyMode).toBe('all');

    // Pending: nobody hears anything yet.
    const created = await call(t.app, 'POST', '/api/posts/feed', author.cookie, {
      title: '새 글입니다',
      blocks: [{ id: '1', type: 'text', content: '팔로워에게 알림이 가는 글' }],
      sphereId,
    });
    const postId = (created.body.post as { postId: string }).postId;
    await fanOut();
    expect(await newPostNotices(fan.cookie)).toEqual([]);

    await call(t.app, 'POST', '/api/admin/posts/confirm', admin.cookie, { postId });
    const outcome = await fanOut();
    expect(outcome).toMatchObject({ status: 'ok', summary: { posts: 1, notified: 2 } });
    for (const who of [fan, subscriber]) {
      const notices = await newPostNotices(who.cookie);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        postId,
        postTitle: '새 글입니다',
        actor: { id: author.userId, name: '작가' },
      });
    }
    for (const who of [blocker, blockedByAuthor, quiet, member, author]) {
      expect(await newPostNotices(who.cookie)).toEqual([]);
    }
    // Run again (or queued again): nobody is told twice.
    await t.app.db
      .insertInto('post_fanout')
      .values({ post_id: Number(postId.slice(4)), after_user_id: 0, created_at: new Date().toISOString() })
      .execute();
    expect(await fanOut()).toMatchObject({ status: 'ok', summary: { notified: 0 } });
    expect(await newPostNotices(fan.cookie)).toHaveLength(1);
  });

  it('tells followers of an auto-confirmed post too, and shows it in the 팔로잉 feed', async () => {
    const author = await signUpUser(t.app, '정회원작가');
    const fan = await signUpUser(t.app, '정회원팬');
    const stranger = await signUpUser(t.app, '남');
    await call(t.app, 'POST', `/api/admin/users/${author.userId}/trust-level`, admin.cookie, { trustLevel: 2 });
    await call(t.app, 'PUT', `/api/users/${author.userId}/follow`, fan.cookie);
    const strangersPost = await publishPost(t.app, stranger.cookie, admin.cookie);

    const created = await call(t.app, 'POST', '/api/posts/feed', author.cookie, {
      title: '바로 공개',
      blocks: [{ id: '1', type: 'text', content: '자동 확정되는 글' }],
    });
    const post = created.body.post as { postId: string; isConfirmed: boolean };
    expect(post.isConfirmed).toBe(true);
    await fanOut();
    expect((await newPostNotices(fan.cookie)).map((n) => n.postId)).toEqual([post.postId]);

    const following = await call(t.app, 'GET', '/api/posts/feed?scope=following', fan.cookie);
    const ids = (following.body.data as { posts: { postId: string }[] }).posts.map((p) => p.postId);
    expect(ids).toEqual([post.postId]);
    expect(ids).not.toContain(strangersPost);
    const guest = await call(t.app, 'GET', '/api/posts/feed?scope=following', null);
    expect(guest).toMatchObject({ status: 401, body: { error: '팔로잉 피드는 로그인 후 볼 수 있습니다.' } });
    expect((await call(t.app, 'GET', '/api/posts/feed?scope=everyone', fan.cookie)).status).toBe(400);
  });

  it('puts the posts of spheres I subscribed to in the 팔로잉 feed too, once each, as the new-post notice does', async () => {
    const reader = await signUpUser(t.app, '구독하는독자');
    const followed = await signUpUser(t.app, '팔로우한작가');
    const writer = await signUpUser(t.app, '스피어작가');
    const blockedWriter = await signUpUser(t.app, '차단된작가');
    const spheres = (await call(t.app, 'GET', '/api/spheres')).body as { data: { spheres: { id: number }[] } };
    // Two spheres the earlier tests left empty.
    const [subscribedId, joinedId] = spheres.data.spheres.slice(-2).map((sphere) => sphere.id) as [number, number];
    for (const sphereId of [subscribedId, joinedId]) {
      await call(t.app, 'POST', `/api/spheres/${sphereId}/join`, reader.cookie, {});
    }
    for (const who of [followed, writer, blockedWriter]) {
      await call(t.app, 'POST', `/api/spheres/${subscribedId}/join`, who.cookie, {});
      await call(t.app, 'POST', `/api/spheres/${joinedId}/join`, who.cookie, {});
    }
    await call(t.app, 'PUT', `/api/spheres/${subscribedId}/subscription`, reader.cookie, { mode: 'all' });
    await call(t.app, 'PUT', `/api/users/${followed.userId}/follow`, reader.cookie);
    await call(t.app, 'POST', `/api/users/${blockedWriter.userId}/block`, reader.cookie);
    const post = (who: { cookie: string }, title: string, sphereId?: number) =>
      publishPost(t.app, who.cookie, admin.cookie, {
        title,
        blocks: [{ id: '1', type: 'text', content: `${title} 본문` }],
        ...(sphereId ? { sphereId } : {}),
      });

    const inSubscribed = await post(writer, '구독한 스피어의 글', subscribedId);
    const inJoinedOnly = await post(writer, '가입만 한 스피어의 글', joinedId);
    const followedInSubscribed = await post(followed, '팔로우한 작가가 구독한 스피어에', subscribedId);
    const followedElsewhere = await post(followed, '팔로우한 작가의 다른 글', joinedId);
    const fromBlocked = await post(blockedWriter, '차단한 작가의 글', subscribedId);
    const hiddenThere = await post(writer, '스피어 운영진이 숨긴 글', subscribedId);
    await t.app.db
      .insertInto('sphere_post_hide')
      .values({
        sphere_id: subscribedId,
        post_id: Number(hiddenThere.slice(4)),
        reason: '주제와 무관',
        hidden_at: new Date().toISOString(),
      })
      .execute();

    const following = await call(t.app, 'GET', '/api/posts/feed?scope=following&limit=20', reader.cookie);
    expect(following.status).toBe(200);
    const ids = (following.body.data as { posts: { postId: string }[] }).posts.map((p) => p.postId);
    expect(ids).toEqual([followedElsewhere, followedInSubscribed, inSubscribed]);
    for (const absent of [inJoinedOnly, fromBlocked, hiddenThere]) expect(ids).not.toContain(absent);
    // The feed's bytes are joined from posts serialized once: they must be what the contract gives.
    expect(JSON.stringify(feedResponse.parse(JSON.parse(following.raw)))).toBe(following.raw);

    // Back to 'none' (a member, not a subscriber): only the followed author's posts are left.
    await call(t.app, 'PUT', `/api/spheres/${subscribedId}/subscription`, reader.cookie, { mode: 'none' });
    const after = await call(t.app, 'GET', '/api/posts/feed?scope=following&limit=20', reader.cookie);
    expect((after.body.data as { posts: { postId: string }[] }).posts.map((p) => p.postId)).toEqual([
      followedElsewhere,
      followedInSubscribed,
    ]);
    // Tell everyone now, so the next test's runs count only their own posts.
    await fanOut();
  });

  it('works through many followers in batches and resumes where a stopped run left off', async () => {
    const author = await signUpUser(t.app, '대형작가');
    const authorId = Number(author.userId.slice(4));
    const count = FAN_OUT_BATCH + 20;
    const now = new Date().toISOString();
    const rows = Array.from({ length: count }, (_, i) => ({
      user_name: `팔로워${i}`,
      email: `fan${i}-${authorId}@test.kr`,
      password_hash: 'x',
      created_at: now,
      updated_at: now,
    }));
    const inserted = await t.app.db.insertInto('user').values(rows).returning('user_id').execute();
    await t.app.db
      .insertInto('user_follow')
      .values(inserted.map((row) => ({ follower_id: row.user_id, followee_id: authorId, created_at: now })))
      .execute();
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const numericPost = Number(postId.slice(4));
    // As if a run had told the first batch and stopped.
    const firstBatch = inserted.slice(0, FAN_OUT_BATCH).map((row) => row.user_id);
    await t.app.db
      .updateTable('post_fanout')
      .set({ after_user_id: firstBatch[firstBatch.length - 1] as number })
      .where('post_id', '=', numericPost)
      .execute();
    expect(await fanOut()).toMatchObject({ status: 'ok', summary: { notified: 20 } });
    const told = await t.app.db
      .selectFrom('notification')
      .select('user_id')
      .where('post_id', '=', numericPost)
      .where('type', '=', 'new_post')
      .execute();
    expect(told.map((row) => row.user_id).sort((a, b) => a - b)).toEqual(
      inserted.slice(FAN_OUT_BATCH).map((r) => r.user_id),
    );
    expect(await t.app.db.selectFrom('post_fanout').selectAll().execute()).toEqual([]);
  });

  it('refuses 새 글 알림 of a sphere one has not joined, an unknown sphere, a bad mode', async () => {
    const outsider = await signUpUser(t.app, '비회원');
    const spheres = (await call(t.app, 'GET', '/api/spheres')).body as { data: { spheres: { id: number }[] } };
    const sphereId = spheres.data.spheres[0]?.id as number;
    const notMember = await call(t.app, 'PUT', `/api/spheres/${sphereId}/subscription`, outsider.cookie, {
      mode: 'all',
    });
    expect(notMember).toMatchObject({
      status: 403,
      body: { error: '가입한 스피어만 새 글 알림을 설정할 수 있습니다.' },
    });
    expect(
      (await call(t.app, 'PUT', '/api/spheres/999999/subscription', outsider.cookie, { mode: 'all' })).status,
    ).toBe(404);
    const badMode = await call(t.app, 'PUT', `/api/spheres/${sphereId}/subscription`, outsider.cookie, {
      mode: 'some',
    });
    expect(badMode).toMatchObject({ status: 400, body: { error: "새 글 알림은 'all' 또는 'none'이어야 합니다." } });
    expect((await call(t.app, 'PUT', `/api/spheres/${sphereId}/subscription`, null, { mode: 'all' })).status).toBe(401);
  });
});
