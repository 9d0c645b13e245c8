import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../admin/admin-fixtures.ts';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';

/**
 * Spheres run by their members (docs/sphere-roles.md): who may create one, and what each
 * sphere role — owner, manager, moderator, member — may and may not do there.
 */
let t: TestApp;
let admin: { userId: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function member(name: string, trustLevel = 0): Promise<User> {
  const user = await signUpUser(t.app, name);
  if (trustLevel > 0) {
    await t.app.db.updateTable('user').set({ trust_level: trustLevel }).where('user_id', '=', user.numericId).execute();
  }
  return user;
}

let sphereCounter = 0;
/** A new sphere with an owner, a manager, a moderator and a plain member, through the API. */
async function sphereWithStaff() {
  sphereCounter += 1;
  const owner = await member('방장', 2);
  const created = await call('POST', '/api/spheres', owner.cookie, {
    name: `운영 스피어 ${sphereCounter}`,
    icon: '🎲',
    description: '보드게임 모임',
  });
  expect(created.statusCode, created.body).toBe(201);
  const sphereId = created.json().sphere.id as number;
  const manager = await member('매니저');
  const moderator = await member('모더레이터');
  const plain = await member('일반회원');
  for (const [user, role] of [
    [manager, 'manager'],
    [moderator, 'moderator'],
  ] as const) {
    const appointed = await call('PUT', `/api/spheres/${sphereId}/staff/${user.userId}`, owner.cookie, { role });
    expect(appointed.statusCode, appointed.body).toBe(200);
  }
  expect((await call('POST', `/api/spheres/${sphereId}/join`, plain.cookie, {})).statusCode).toBe(200);
  return { sphereId, owner, manager, moderator, plain };
}

const postIn = (sphereId: number, author: User, title = '스피어 글') =>
  insertPost(t.app, author.numericId, { sphere_id: sphereId, is_confirmed: 1, title });

const auditRows = (action: string) =>
  t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('audit_id', 'desc').execute();

const feedIds = async (sphereId: number) =>
  (await call('GET', `/api/spheres/${sphereId}/posts`))
    .json()
    .data.posts.map((post: { postId: string }) => post.postId);

describe('POST /api/spheres', () => {
  it('refuses a 새내기 with 403 and a Korean message, and stores nothing', async () => {
    const fresh = await member('새내기');
    const before = await t.app.db.selectFrom('sphere').select('sphere_id').execute();
    const response = await call('POST', '/api/spheres', fresh.cookie, { name: '새 스피어', icon: '🌱' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: '등급 2 이상인 회원만 스피어를 만들 수 있습니다.' });
    expect(await t.app.db.selectFrom('sphere').select('sphere_id').execute()).toHaveLength(before.length);
    expect((await call('GET', '/api/spheres', fresh.cookie)).json().data.canCreate).toBe(false);
  });

  it('makes a level-2 member its owner and only member, audited', async () => {
    const founder = await member('창립자', 2);
    expect((await call('GET', '/api/spheres', founder.cookie)).json().data.canCreate).toBe(true);
    const response = await call('POST', '/api/spheres', founder.cookie, {
      name: '  캠핑  ',
      icon: '⛺',
      description: '캠핑 장비와 장소',
    });
    expect(response.statusCode).toBe(201);
    const { sphere } = response.json();
    expect(sphere).toMatchObject({ name: '캠핑', icon: '⛺', memberCount: 1, isJoined: true, role: 'owner' });
    const detail = (await call('GET', `/api/spheres/${sphere.id}`, founder.cookie)).json().sphere;
    expect(detail.staff).toEqual([{ userId: founder.userId, name: '창립자', role: 'owner' }]);
    expect(detail).toMatchObject({ canModerate: true, canManage: true, canAppoint: true, rules: '', pinned: [] });
    const [row] = await auditRows('sphere.create');
    expect(row).toMatchObject({ actor_id: founder.numericId, target: `sphere${sphere.id}` });
    expect(JSON.parse(row?.detail_json ?? '{}')).toEqual({ sphereId: sphere.id, name: '캠핑' });
  });

  it('follows the sphereCreateTrustLevel setting, and lets admins create whatever their level', async () => {
    const saved = await call('POST', '/api/admin/trust-settings', admin.cookie, { sphereCreateTrustLevel: 1 });
    expect(saved.statusCode).toBe(200);
    const level1 = await member('회원', 1);
    expect((await call('POST', '/api/spheres', level1.cookie, { name: '등급1 스피어', icon: '1️⃣' })).statusCode).toBe(
      201,
    );
    await call('POST', '/api/admin/trust-settings', admin.cookie, { sphereCreateTrustLevel: 2 });
    expect((await call('POST', '/api/spheres', admin.cookie, { name: '운영 도구', icon: '🛠' })).statusCode).toBe(201);
  });

  it('answers bad input with 4xx and a Korean message: taken, reserved and empty names, no icon, guests', async () => {
    const founder = await member('창립자2', 2);
    expect((await call('POST', '/api/spheres', founder.cookie, { name: '요리', icon: '🍳' })).json()).toEqual({
      error: '같은 이름의 스피어가 이미 있습니다.',
    });
    for (const [payload, status] of [
      [{ name: '요리', icon: '🍳' }, 409],
      [{ name: '관리자', icon: '🛠' }, 400],
      [{ name: '   ', icon: '🛠' }, 400],
      [{ name: '아이콘 없음' }, 400],
      [{ name: '아이콘 빈칸', icon: ' ' }, 400],
      [{ name: '가'.repeat(31), icon: '🛠' }, 400],
      [{ name: '긴 소개', icon: '🛠', description: '가'.repeat(201) }, 400],
    ] as const) {
      const response = await call('POST', '/api/spheres', founder.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().error).toMatch(/[가-힣]/);
    }
    expect((await call('POST', '/api/spheres', undefined, { name: '손님', icon: '👤' })).statusCode).toBe(401);
  });

  it('keeps the owner from leaving their sphere', async () => {
    const { sphereId, owner } = await sphereWithStaff();
    const response = await call('POST', `/api/spheres/${sphereId}/leave`, owner.cookie, {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: '스피어 소유자는 탈퇴할 수 없습니다.' });
  });
});

describe('운영진: PUT/DELETE /api/spheres/{id}/staff/{userId}', () => {
  it('lets the owner appoint and remove managers and moderators, audited with the sphere id', async () => {
    const { sphereId, owner, manager, moderator } = await sphereWithStaff();
    const detail = (await call('GET', `/api/spheres/${sphereId}`)).json().sphere;
    expect(detail.staff.map((s: { role: string }) => s.role)).toEqual(['owner', 'manager', 'moderator']);
    expect(detail.memberCount).toBe(4);

    const removed = await call('DELETE', `/api/spheres/${sphereId}/staff/${moderator.userId}`, owner.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().staff.map((s: { userId: string }) => s.userId)).toEqual([owner.userId, manager.userId]);
    const [row] = await auditRows('sphere.staff');
    expect(JSON.parse(row?.detail_json ?? '{}')).toEqual({
      sphereId,
      userId: moderator.userId,
      from: 'moderator',
      to: 'member',
    });
    // Still a member: removal takes the role, not the membership.
    expect((await call('GET', `/api/spheres/${sphereId}`, moderator.cookie)).json().sphere.role).toBe('member');
  });

  it('refuses managers, moderators and members with 403, and changes nothing', async () => {
    const { sphereId, manager, moderator, plain } = await sphereWithStaff();
    for (const actor of [manager, moderator, plain]) {
      const response = await call('PUT', `/api/spheres/${sphereId}/staff/${plain.userId}`, actor.cookie, {
        role: 'manager',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: '이 스피어의 소유자만 운영진을 정할 수 있습니다.' });
      expect(
        (await call('DELETE', `/api/spheres/${sphereId}/staff/${moderator.userId}`, actor.cookie)).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', `/api/spheres/${sphereId}`)).json().sphere.staff).toHaveLength(3);
  });

  it('answers unknown spheres and users 404, the owner 409, a bad role 400', async () => {
    const { sphereId, owner, plain } = await sphereWithStaff();
    const put = (url: string, role: string) => call('PUT', url, owner.cookie, { role });
    expect((await put(`/api/spheres/99999/staff/${plain.userId}`, 'manager')).statusCode).toBe(404);
    expect((await put(`/api/spheres/${sphereId}/staff/user99999`, 'manager')).statusCode).toBe(404);
    expect((await put(`/api/spheres/${sphereId}/staff/${owner.userId}`, 'manager')).statusCode).toBe(409);
    expect((await put(`/api/spheres/${sphereId}/staff/${plain.userId}`, 'owner')).statusCode).toBe(400);
    expect((await put(`/api/spheres/${sphereId}/staff/nobody`, 'manager')).statusCode).toBe(400);
    expect((await call('DELETE', `/api/spheres/${sphereId}/staff/${plain.userId}`, owner.cookie)).statusCode).toBe(404);
  });
});

describe('PATCH /api/spheres/{id}', () => {
  it('lets the owner and managers edit description, icon and rules; moderators and members get 403', async () => {
    const { sphereId, owner, manager, moderator, plain } = await sphereWithStaff();
    const byOwner = await call('PATCH', `/api/spheres/${sphereId}`, owner.cookie, { rules: '1. 서로 존중해요.' });
    expect(byOwner.statusCode).toBe(200);
    const byManager = await call('PATCH', `/api/spheres/${sphereId}`, manager.cookie, {
      icon: '♟',
      description: '체스도 환영',
    });
    expect(byManager.json().sphere).toMatchObject({ icon: '♟', description: '체스도 환영' });
    for (const actor of [moderator, plain]) {
      const refused = await call('PATCH', `/api/spheres/${sphereId}`, actor.cookie, { rules: '규칙 없음' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: '이 스피어의 소유자와 매니저만 할 수 있습니다.' });
    }
    expect((await call('GET', `/api/spheres/${sphereId}`)).json().sphere.rules).toBe('1. 서로 존중해요.');
    expect((await call('PATCH', `/api/spheres/${sphereId}`, owner.cookie, {})).statusCode).toBe(400);
    expect((await call('PATCH', '/api/spheres/99999', owner.cookie, { rules: 'x' })).statusCode).toBe(404);
    const [row] = await auditRows('sphere.update');
    expect(JSON.parse(row?.detail_json ?? '{}')).toEqual({ sphereId, fields: ['description', 'icon'] });
  });
});

describe('공지: POST/DELETE /api/spheres/{id}/pins', () => {
  it('lets staff pin up to three posts; a fourth is 409 and leaves nothing behind', async () => {
    const { sphereId, moderator, plain } = await sphereWithStaff();
    const posts = [];
    for (let i = 1; i <= 4; i += 1) posts.push(`post${await postIn(sphereId, plain, `공지 ${i}`)}`);
    for (const postId of posts.slice(0, 3)) {
      const pinned = await call('POST', `/api/spheres/${sphereId}/pins`, moderator.cookie, { postId });
      expect(pinned.statusCode).toBe(200);
    }
    const audits = (await auditRows('sphere.pin')).length;
    const fourth = await call('POST', `/api/spheres/${sphereId}/pins`, moderator.cookie, { postId: posts[3] });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ error: '공지는 3개까지 고정할 수 있습니다.' });
    expect((await auditRows('sphere.pin')).length).toBe(audits);
    const detail = (await call('GET', `/api/spheres/${sphereId}`)).json().sphere;
    expect(detail.pinned.map((pin: { title: string }) => pin.title).sort()).toEqual(['공지 1', '공지 2', '공지 3']);

    const unpinned = await call('DELETE', `/api/spheres/${sphereId}/pins/${posts[0]}`, moderator.cookie);
    expect(unpinned.json().pinned).toHaveLength(2);
    expect((await call('DELETE', `/api/spheres/${sphereId}/pins/${posts[0]}`, moderator.cookie)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/spheres/${sphereId}/pins`, moderator.cookie, { postId: posts[1] })).statusCode,
    ).toBe(409);
  });

  it("refuses members (403), and another sphere's or unknown posts (404)", async () => {
    const { sphereId, moderator, plain } = await sphereWithStaff();
    const own = `post${await postIn(sphereId, plain)}`;
    const refused = await call('POST', `/api/spheres/${sphereId}/pins`, plain.cookie, { postId: own });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: '이 스피어의 운영진만 할 수 있습니다.' });
    const elsewhere = `post${await insertPost(t.app, plain.numericId, { sphere_id: 1, is_confirmed: 1 })}`;
    for (const postId of [elsewhere, 'post99999']) {
      const response = await call('POST', `/api/spheres/${sphereId}/pins`, moderator.cookie, { postId });
      expect(response.statusCode).toBe(404);
    }
    expect((await call('POST', `/api/spheres/${sphereId}/pins`, moderator.cookie, { postId: 'x' })).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/spheres/{id}/posts/{postId}/hide', () => {
  it("takes the post out of the sphere's feed, tells the author, audits it; only a site admin undoes it", async () => {
    const { sphereId, owner, moderator, plain } = await sphereWithStaff();
    const postId = `post${await postIn(sphereId, plain, '주제 밖 글')}`;
    expect(await feedIds(sphereId)).toContain(postId);

    const hidden = await call('POST', `/api/spheres/${sphereId}/posts/${postId}/hide`, moderator.cookie, {
      reason: '주제와 무관한 글',
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ success: true, postId, hidden: true });
    expect(await feedIds(sphereId)).not.toContain(postId);
    // Only the sphere's feed: the post itself stays public.
    expect((await call('GET', `/api/posts/${postId}/detail`)).statusCode).toBe(200);

    const notices = (await call('GET', '/api/notifications', plain.cookie)).json().notifications;
    expect(notices[0]).toMatchObject({ type: 'post_hidden', postId });
    expect(notices[0].text).toContain('주제와 무관한 글');
    const [row] = await auditRows('sphere.post.hide');
    expect(row).toMatchObject({ actor_id: moderator.numericId, reason: '주제와 무관한 글', target: postId });
    expect(JSON.parse(row?.detail_json ?? '{}')).toEqual({ sphereId, postId, authorId: plain.userId });

    const again = await call('POST', `/api/spheres/${sphereId}/posts/${postId}/hide`, moderator.cookie, {
      reason: '또',
    });
    expect(again.statusCode).toBe(409);
    // The sphere's own staff cannot undo; a site admin can.
    expect((await call('DELETE', `/api/spheres/${sphereId}/posts/${postId}/hide`, owner.cookie)).statusCode).toBe(403);
    const undone = await call('DELETE', `/api/spheres/${sphereId}/posts/${postId}/hide`, admin.cookie);
    expect(undone.json()).toEqual({ success: true, postId, hidden: false });
    expect(await feedIds(sphereId)).toContain(postId);
    const [restore] = await auditRows('sphere.post.restore');
    expect(JSON.parse(restore?.detail_json ?? '{}')).toEqual({ sphereId, postId });
    expect((await call('DELETE', `/api/spheres/${sphereId}/posts/${postId}/hide`, admin.cookie)).statusCode).toBe(409);
  });

  it('refuses members (403), wants a reason (400), and knows no unknown post (404)', async () => {
    const { sphereId, moderator, plain } = await sphereWithStaff();
    const postId = `post${await postIn(sphereId, moderator)}`;
    const url = `/api/spheres/${sphereId}/posts/${postId}/hide`;
    expect((await call('POST', url, plain.cookie, { reason: '싫어요' })).statusCode).toBe(403);
    const noReason = await call('POST', url, moderator.cookie, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ error: '사유를 입력해주세요.' });
    expect(
      (await call('POST', `/api/spheres/${sphereId}/posts/post99999/hide`, moderator.cookie, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', url, undefined, { reason: 'x' })).statusCode).toBe(401);
    expect(await feedIds(sphereId)).toContain(postId);
  });
});

describe('bans: POST/DELETE /api/spheres/{id}/bans', () => {
  const write = (cookie: string, sphereId: number) =>
    call('POST', '/api/posts/feed', cookie, { blocks: [{ id: '1', type: 'text', content: '글' }], sphereId });

  it("stops a banned member's posts into the sphere with 403 until unbanned", async () => {
    const { sphereId, moderator, plain } = await sphereWithStaff();
    const banned = await call('POST', `/api/spheres/${sphereId}/bans`, moderator.cookie, {
      userId: plain.userId,
      days: 7,
      reason: '도배',
    });
    expect(banned.statusCode).toBe(200);
    expect(banned.json().ban).toMatchObject({ userId: plain.userId, reason: '도배' });
    const until = Date.parse(banned.json().ban.until);
    expect(until - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const before = (await t.app.db.selectFrom('post').select('post_id').execute()).length;
    const refused = await write(plain.cookie, sphereId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: '이 스피어에서 글쓰기가 제한되어 있습니다.' });
    expect((await t.app.db.selectFrom('post').select('post_id').execute()).length).toBe(before);
    expect((await call('GET', `/api/spheres/${sphereId}`, plain.cookie)).json().sphere.myBan).toMatchObject({
      reason: '도배',
    });
    const [row] = await auditRows('sphere.ban');
    expect(JSON.parse(row?.detail_json ?? '{}')).toMatchObject({ sphereId, userId: plain.userId, days: 7 });

    const list = await call('GET', `/api/spheres/${sphereId}/bans?page=1`, moderator.cookie);
    expect(list.json().bans.map((ban: { userId: string }) => ban.userId)).toEqual([plain.userId]);
    expect((await call('GET', `/api/spheres/${sphereId}/bans?page=1`, plain.cookie)).statusCode).toBe(403);

    expect((await call('DELETE', `/api/spheres/${sphereId}/bans/${plain.userId}`, moderator.cookie)).statusCode).toBe(
      200,
    );
    expect((await write(plain.cookie, sphereId)).statusCode).toBe(201);
    expect((await auditRows('sphere.unban'))[0]?.detail_json).toBe(JSON.stringify({ sphereId, userId: plain.userId }));
    expect((await call('DELETE', `/api/spheres/${sphereId}/bans/${plain.userId}`, moderator.cookie)).statusCode).toBe(
      404,
    );
  });

  it('bans for good without days; an expired ban no longer counts', async () => {
    const { sphereId, manager, plain } = await sphereWithStaff();
    const forGood = await call('POST', `/api/spheres/${sphereId}/bans`, manager.cookie, {
      userId: plain.userId,
      reason: '반복 위반',
    });
    expect(forGood.json().ban.until).toBeNull();
    expect((await write(plain.cookie, sphereId)).statusCode).toBe(403);
    await t.app.db
      .updateTable('sphere_ban')
      .set({ until: new Date(Date.now() - 1000).toISOString() })
      .where('sphere_id', '=', sphereId)
      .execute();
    expect((await write(plain.cookie, sphereId)).statusCode).toBe(201);
  });

  it('refuses members (403), staff targets and oneself (409), unknown users (404), bad days (400)', async () => {
    const { sphereId, owner, moderator, plain } = await sphereWithStaff();
    const ban = (cookie: string, payload: object) => call('POST', `/api/spheres/${sphereId}/bans`, cookie, payload);
    expect((await ban(plain.cookie, { userId: moderator.userId, reason: '복수' })).statusCode).toBe(403);
    const staffTarget = await ban(moderator.cookie, { userId: owner.userId, reason: '반란' });
    expect(staffTarget.statusCode).toBe(409);
    expect(staffTarget.json()).toEqual({ error: '운영진은 활동 제한할 수 없습니다. 먼저 운영진에서 해제해주세요.' });
    expect((await ban(moderator.cookie, { userId: moderator.userId, reason: '자책' })).statusCode).toBe(409);
    expect((await ban(moderator.cookie, { userId: 'user99999', reason: '없음' })).statusCode).toBe(404);
    for (const days of [0, -1, 1.5, 3651, '7']) {
      expect((await ban(moderator.cookie, { userId: plain.userId, days, reason: 'x' })).statusCode).toBe(400);
    }
    expect((await ban(moderator.cookie, { userId: plain.userId })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/spheres/99999/bans', moderator.cookie, { userId: plain.userId, reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe("the staff's report queue: GET /api/spheres/{id}/reports", () => {
  it("shows open reports on the sphere's posts to its staff (and admins), not to members", async () => {
    const { sphereId, moderator, plain } = await sphereWithStaff();
    const reporter = await member('신고자');
    const postId = `post${await postIn(sphereId, plain, '신고된 글')}`;
    const elsewhere = `post${await insertPost(t.app, plain.numericId, { sphere_id: 1, is_confirmed: 1 })}`;
    for (const targetId of [postId, elsewhere]) {
      const reported = await call('POST', '/api/reports', reporter.cookie, {
        targetType: 'post',
        targetId,
        reason: 'spam',
      });
      expect(reported.statusCode).toBe(201);
    }
    const queue = await call('GET', `/api/spheres/${sphereId}/reports?page=1`, moderator.cookie);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().reports).toEqual([
      expect.objectContaining({
        postId,
        postTitle: '신고된 글',
        reportCount: 1,
        reasons: [{ reason: 'spam', count: 1 }],
        hiddenInSphere: false,
        author: { userId: plain.userId, userName: '일반회원' },
      }),
    ]);
    expect((await call('GET', `/api/spheres/${sphereId}/reports?page=1`, admin.cookie)).json().reports).toHaveLength(1);
    const adminQueue = await call('GET', '/api/admin/reports?status=open&page=1', admin.cookie);
    expect(adminQueue.json().groups.map((group: { postId: string }) => group.postId)).toContain(postId);
    expect((await call('GET', `/api/spheres/${sphereId}/reports?page=1`, plain.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/spheres/${sphereId}/reports?page=0`, moderator.cookie)).statusCode).toBe(400);

    await call('POST', `/api/spheres/${sphereId}/posts/${postId}/hide`, moderator.cookie, { reason: '광고' });
    const after = (await call('GET', `/api/spheres/${sphereId}/reports?page=1`, moderator.cookie)).json().reports;
    expect(after[0].hiddenInSphere).toBe(true);
  });
});
