import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { auditRows, call, comment, publishPost } from '../moderation/moderation-fixtures.ts';

let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const feedIds = async (url: string, cookie: string) =>
  ((await call(t.app, 'GET', url, cookie)).body.data as { posts: { postId: string }[] }).posts.map((p) => p.postId);

describe('차단 (blocking)', () => {
  it('blocks and unblocks, lists my blocks, refuses myself and unknown users, audited', async () => {
    const me = await signUpUser(t.app, '차단하는이');
    const other = await signUpUser(t.app, '괴롭히는이');
    expect((await call(t.app, 'POST', `/api/users/${me.userId}/block`, me.cookie)).body).toEqual({
      error: '자기 자신은 차단할 수 없습니다.',
    });
    expect((await call(t.app, 'POST', `/api/users/${me.userId}/block`, me.cookie)).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/users/user99999999/block', me.cookie)).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/users/${other.userId}/block`, null)).status).toBe(401);

    const blocked = await call(t.app, 'POST', `/api/users/${other.userId}/block`, me.cookie);
    expect(blocked).toMatchObject({ status: 200, body: { success: true, userId: other.userId, blocked: true } });
    // Twice is harmless.
    expect((await call(t.app, 'POST', `/api/users/${other.userId}/block`, me.cookie)).status).toBe(200);
    const list = await call(t.app, 'GET', '/api/users/me/blocks', me.cookie);
    expect(list.body).toMatchObject({
      success: true,
      users: [{ userId: other.userId, userName: '괴롭히는이' }],
      pagination: { page: 1, hasMore: false },
    });
    expect((await auditRows(t.app, 'user.block')).filter((row) => row.target === other.userId)).toHaveLength(1);

    expect((await call(t.app, 'DELETE', `/api/users/${other.userId}/block`, me.cookie)).body).toMatchObject({
      blocked: false,
    });
    expect((await call(t.app, 'GET', '/api/users/me/blocks', me.cookie)).body.users).toEqual([]);
  });

  it("takes a blocked member's posts out of my feed, sphere page and search; folds their comments; stops their notifications", async () => {
    const me = await signUpUser(t.app, '나');
    const them = await signUpUser(t.app, '그사람');
    const bystander = await signUpUser(t.app, '구경꾼');
    const spheres = (await call(t.app, 'GET', '/api/spheres')).body as { data: { spheres: { id: number }[] } };
    const sphereId = spheres.data.spheres[0]?.id;
    expect(sphereId).toBeDefined();
    await call(t.app, 'POST', `/api/spheres/${sphereId}/join`, them.cookie, {});
    const theirs = await publishPost(t.app, them.cookie, admin.cookie, {
      title: '차단검색어 글',
      blocks: [{ id: '1', type: 'text', content: '차단검색어 본문' }],
      sphereId,
    });
    const mine = await publishPost(t.app, me.cookie, admin.cookie);
    const theirComment = await comment(t.app, mine, them.cookie, '댓글 하나');

    expect(await feedIds('/api/posts/feed?limit=50', me.cookie)).toContain(theirs);
    await call(t.app, 'POST', `/api/users/${them.userId}/block`, me.cookie);

    expect(await feedIds('/api/posts/feed?limit=50', me.cookie)).not.toContain(theirs);
    expect(await feedIds('/api/posts/feed?limit=50', bystander.cookie)).toContain(theirs);
    expect(await feedIds('/api/posts/feed?limit=50', '')).toContain(theirs);
    expect(await feedIds(`/api/spheres/${sphereId}/posts?limit=50`, me.cookie)).not.toContain(theirs);
    expect(await feedIds(`/api/spheres/${sphereId}/posts?limit=50`, bystander.cookie)).toContain(theirs);
    expect(await feedIds(`/api/posts/search?q=${encodeURIComponent('차단검색어')}`, me.cookie)).not.toContain(theirs);
    expect(await feedIds(`/api/posts/search?q=${encodeURIComponent('차단검색어')}`, bystander.cookie)).toContain(
      theirs,
    );

    const detail = await call(t.app, 'GET', `/api/posts/${mine}/detail`, me.cookie);
    const folded = (detail.body.comments as { commentId: number; authorBlocked?: boolean }[]).find(
      (c) => c.commentId === theirComment.commentId,
    );
    expect(folded?.authorBlocked).toBe(true);
    const asBystander = await call(t.app, 'GET', `/api/posts/${mine}/detail`, bystander.cookie);
    expect(
      (asBystander.body.comments as { commentId: number; authorBlocked?: boolean }[]).find(
        (c) => c.commentId === theirComment.commentId,
      )?.authorBlocked,
    ).toBeUndefined();

    // Replies and mentions from them no longer reach me; a bystander's still do.
    const before = await t.app.db
      .selectFrom('notification')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', me.numericId)
      .executeTakeFirstOrThrow();
    await comment(t.app, mine, them.cookie, '@나 또 왔어요');
    const after = await t.app.db
      .selectFrom('notification')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', me.numericId)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    await comment(t.app, mine, bystander.cookie, '@나 안녕하세요');
    const withBystander = await t.app.db
      .selectFrom('notification')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', me.numericId)
      .executeTakeFirstOrThrow();
    expect(Number(withBystander.n)).toBeGreaterThan(Number(after.n));
  });
});
