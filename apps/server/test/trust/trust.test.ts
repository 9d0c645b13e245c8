import { DEFAULT_TRUST_THRESHOLDS } from '@tubesphere/shared/domain/trust-levels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { auditRows, call, comment, publishPost, report } from '../moderation/moderation-fixtures.ts';

let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const setLevel = (userId: string, trustLevel: number, locked?: boolean, cookie = admin.cookie) =>
  call(t.app, 'POST', `/api/admin/users/${userId}/trust-level`, cookie, { trustLevel, locked });
const levelOf = async (userId: string) =>
  ((await call(t.app, 'GET', `/api/users/${userId}`)).body.user as { trustLevel: number }).trustLevel;
const write = (cookie: string, content = '본문입니다') =>
  call(t.app, 'POST', '/api/posts/feed', cookie, { title: '제목', blocks: [{ id: '1', type: 'text', content }] });

describe('등급 (trust levels)', () => {
  it('starts every sign-up at 0, shows the level on the profile and on post cards', async () => {
    const member = await signUpUser(t.app, '새내기');
    expect(await levelOf(member.userId)).toBe(0);
    const postId = await publishPost(t.app, member.cookie, admin.cookie);
    const detail = await call(t.app, 'GET', `/api/posts/${postId}/detail`);
    expect(detail.body.post).toMatchObject({ authorTrustLevel: 0 });
    const me = await call(t.app, 'GET', '/api/auth/me', member.cookie);
    expect(JSON.stringify(me.body)).toContain('"trustLevel":0');
  });

  it('lets admins set and lock a level, audited; refuses members, bad levels and unknown users', async () => {
    const member = await signUpUser(t.app, '승급대상');
    const other = await signUpUser(t.app, '일반');
    expect((await setLevel(member.userId, 3, false, other.cookie)).status).toBe(403);
    expect((await setLevel(member.userId, 5)).status).toBe(400);
    expect((await setLevel(member.userId, 5)).body.error).toBe('등급은 0에서 4 사이로 정해주세요.');
    expect((await setLevel('user99999999', 1)).status).toBe(404);
    const set = await setLevel(member.userId, 3, true);
    expect(set).toMatchObject({ status: 200, body: { success: true, trustLevel: 3, locked: true } });
    expect(await levelOf(member.userId)).toBe(3);
    const rows = await auditRows(t.app, 'user.trust_level');
    expect(JSON.parse(rows.at(-1)?.detail_json ?? '{}')).toMatchObject({
      userId: member.userId,
      from: 0,
      to: 3,
      locked: true,
    });
  });

  it('promotes from activity with the job, on a driven clock; leaves locked members; a suspension demotes', async () => {
    const active = await signUpUser(t.app, '활동회원');
    const locked = await signUpUser(t.app, '고정회원');
    await setLevel(locked.userId, 0, true);
    const author = await signUpUser(t.app, '글쓴이');
    await setLevel(author.userId, 1, true); // past the 새내기's posts-a-day limit
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    // 읽은 글: five other members' posts opened, one of them twice, count as five.
    const read = [postId];
    for (let i = 0; i < 4; i += 1) read.push(await publishPost(t.app, author.cookie, admin.cookie));
    for (const id of [...read, postId]) {
      expect((await call(t.app, 'GET', `/api/posts/${id}/detail`, active.cookie)).status).toBe(200);
    }
    await t.app.posts.flushViews();
    const reads = await t.app.db
      .selectFrom('user_post_read')
      .select(['user_id', 'post_id'])
      .where('user_id', 'in', [active.numericId, author.numericId])
      .execute();
    expect(reads.filter((r) => r.user_id === active.numericId)).toHaveLength(5);
    await t.app.trust.promote(new Date('2030-01-09T00:00:00Z'));
    // Reads without visits and a comment are not yet 회원.
    expect(await levelOf(active.userId)).toBe(0);
    for (const member of [active, locked]) {
      await comment(t.app, postId, member.cookie, '첫 댓글');
      // Visit days a week apart, as if the member came back on two days.
      await t.app.db
        .insertInto('user_visit_day')
        .values([
          { user_id: member.numericId, day: '2030-01-01' },
          { user_id: member.numericId, day: '2030-01-08' },
        ])
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    const summary = await t.app.trust.promote(new Date('2030-01-09T00:00:00Z'));
    expect(summary.promoted).toBeGreaterThanOrEqual(1);
    expect(await levelOf(active.userId)).toBe(1);
    expect(await levelOf(locked.userId)).toBe(0);

    // The registered job runs the same rule on the real clock.
    const outcome = await t.app.jobs.runNow('trust-promotion');
    expect(outcome.status).toBe('ok');
    expect(await levelOf(active.userId)).toBe(1);

    const suspended = await call(t.app, 'POST', `/api/admin/users/${active.userId}/suspend`, admin.cookie, {
      days: 3,
      reason: '도배',
    });
    expect(suspended.status).toBe(200);
    expect(await levelOf(active.userId)).toBe(0);
  });

  it('opens 등급 3 only to a member whose e-mail address is verified', async () => {
    const easy = {
      daysVisited: 0,
      postsRead: 0,
      comments: 0,
      posts: 0,
      likesReceived: 0,
      cleanDays: 0,
      emailVerified: false,
    };
    const saved = await call(t.app, 'POST', '/api/admin/trust-settings', admin.cookie, {
      thresholds: { 1: easy, 2: easy, 3: { ...easy, emailVerified: true } },
    });
    expect(saved.status).toBe(200);
    const verified = await signUpUser(t.app, '인증회원');
    const unverified = await signUpUser(t.app, '미인증회원');
    await t.app.db
      .updateTable('user')
      .set({ email_verified_at: '2030-01-01T00:00:00.000Z' })
      .where('user_id', '=', verified.numericId)
      .execute();
    await t.app.trust.promote(new Date('2030-01-09T00:00:00Z'));
    expect(await levelOf(verified.userId)).toBe(3);
    expect(await levelOf(unverified.userId)).toBe(2);
    const restored = await call(t.app, 'POST', '/api/admin/trust-settings', admin.cookie, {
      thresholds: DEFAULT_TRUST_THRESHOLDS,
    });
    expect(restored.status).toBe(200);
  });

  it("counts the likes a member's public posts received, as the profile shows them", async () => {
    const easy = DEFAULT_TRUST_THRESHOLDS[1];
    const open = { ...easy, daysVisited: 0, postsRead: 0, comments: 0, posts: 0, likesReceived: 0 };
    const saved = await call(t.app, 'POST', '/api/admin/trust-settings', admin.cookie, {
      thresholds: { ...DEFAULT_TRUST_THRESHOLDS, 1: { ...open, likesReceived: 2 } },
    });
    expect(saved.status).toBe(200);
    const liked = await signUpUser(t.app, '인기글쓴이');
    const fans = [await signUpUser(t.app, '팬하나'), await signUpUser(t.app, '팬둘')];
    const postId = await publishPost(t.app, liked.cookie, admin.cookie);
    await t.app.trust.promote(new Date('2030-01-09T00:00:00Z'));
    expect(await levelOf(liked.userId)).toBe(0);
    for (const fan of fans) {
      const answer = await call(t.app, 'POST', `/api/posts/${postId}/like`, fan.cookie, { type: 'like' });
      expect(answer.status).toBe(200);
    }
    await t.app.trust.promote(new Date('2030-01-09T00:00:00Z'));
    expect(await levelOf(liked.userId)).toBe(1);
    const restored = await call(t.app, 'POST', '/api/admin/trust-settings', admin.cookie, {
      thresholds: DEFAULT_TRUST_THRESHOLDS,
    });
    expect(restored.status).toBe(200);
  });

  it('confirms posts at once at and above 자동 확정 등급, with the reason in the review queue; below it they wait', async () => {
    const regular = await signUpUser(t.app, '정회원');
    const member = await signUpUser(t.app, '회원');
    await setLevel(regular.userId, 2);
    await setLevel(member.userId, 1);

    const quick = await write(regular.cookie);
    expect(quick.status).toBe(201);
    const quickPost = quick.body.post as { postId: string; isConfirmed: boolean };
    expect(quickPost.isConfirmed).toBe(true);
    expect((await call(t.app, 'GET', `/api/posts/${quickPost.postId}/detail`)).status).toBe(200);
    const confirmedList = await call(t.app, 'GET', '/api/admin/posts/confirmed', admin.cookie);
    const listed = (confirmedList.body.results as { postId: string; autoConfirmReason: string | null }[]).find(
      (post) => post.postId === quickPost.postId,
    );
    expect(listed?.autoConfirmReason).toBe('작성자 등급 2(정회원)이 자동 확정 등급 2 이상이라 바로 공개되었습니다.');
    expect((await auditRows(t.app, 'post.auto_confirm')).map((row) => row.target)).toContain(quickPost.postId);

    const waiting = await write(member.cookie);
    expect((waiting.body.post as { isConfirmed: boolean }).isConfirmed).toBe(false);

    // The setting moves the line: at 1, a 회원's post is public at once too.
    const saved = await call(t.app, 'POST', '/api/admin/trust-settings', admin.cookie, { autoConfirmTrustLevel: 1 });
    expect(saved.status).toBe(200);
    expect((await auditRows(t.app, 'trust.settings')).length).toBeGreaterThan(0);
    expect(((await write(member.cookie)).body.post as { isConfirmed: boolean }).isConfirmed).toBe(true);
    await call(t.app, 'POST', '/api/admin/trust-settings', admin.cookie, { autoConfirmTrustLevel: 2 });
    expect(((await write(member.cookie)).body.post as { isConfirmed: boolean }).isConfirmed).toBe(false);
  });

  it('counts only reports from 등급 1 and above toward auto-hide: three fresh accounts hide nothing', async () => {
    const author = await signUpUser(t.app, '피신고자');
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const fresh = [
      await signUpUser(t.app, '새계정1'),
      await signUpUser(t.app, '새계정2'),
      await signUpUser(t.app, '새계정3'),
    ];
    for (const user of fresh) expect((await report(t.app, user.cookie, 'post', postId)).status).toBe(201);
    expect((await call(t.app, 'GET', `/api/posts/${postId}/detail`)).status).toBe(200);
    // Their reports still wait in the queue.
    const queue = await call(t.app, 'GET', '/api/admin/reports?status=open', admin.cookie);
    expect(JSON.stringify(queue.body)).toContain(postId);

    // Three members at level 1 do hide it.
    const members = [
      await signUpUser(t.app, '회원1'),
      await signUpUser(t.app, '회원2'),
      await signUpUser(t.app, '회원3'),
    ];
    for (const user of members) await setLevel(user.userId, 1);
    for (const user of members.slice(0, 2)) await report(t.app, user.cookie, 'post', postId);
    expect((await call(t.app, 'GET', `/api/posts/${postId}/detail`)).status).toBe(200);
    await report(t.app, members[2]?.cookie ?? '', 'post', postId);
    expect((await call(t.app, 'GET', `/api/posts/${postId}/detail`)).status).toBe(404);
  });
});

describe('새내기 allowances (RATE_LIMIT_SCALE 1)', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('limits links per post and comment and posts per day for level 0 only', async () => {
    const member = await signUpUser(strict.app, '새내기');
    const links = 'https://a.example https://b.example https://c.example';
    const tooMany = await call(strict.app, 'POST', '/api/posts/feed', member.cookie, {
      blocks: [{ id: '1', type: 'text', content: links }],
    });
    expect(tooMany).toMatchObject({
      status: 400,
      body: { error: '새내기 회원은 글이나 댓글 하나에 링크를 2개까지만 넣을 수 있습니다.' },
    });
    const posts = [];
    for (let i = 0; i < 3; i += 1) {
      posts.push(
        await call(strict.app, 'POST', '/api/posts/feed', member.cookie, {
          blocks: [{ id: '1', type: 'text', content: `글 ${i} https://a.example` }],
        }),
      );
    }
    expect(posts.map((post) => post.status)).toEqual([201, 201, 201]);
    const fourth = await call(strict.app, 'POST', '/api/posts/feed', member.cookie, {
      blocks: [{ id: '1', type: 'text', content: '네 번째' }],
    });
    expect(fourth).toMatchObject({
      status: 429,
      body: { error: '새내기 회원은 하루에 글을 3개까지만 쓸 수 있습니다. 내일 다시 시도해주세요.' },
    });
    const adminSession = await signInAdmin(strict.app);
    const postId = await publishPost(strict.app, adminSession.cookie, adminSession.cookie);
    const commentTooMany = await call(strict.app, 'POST', `/api/posts/${postId}/comments`, member.cookie, {
      content: links,
    });
    expect(commentTooMany.status).toBe(400);

    // At level 1 the allowances no longer apply.
    await strict.app.db.updateTable('user').set({ trust_level: 1 }).where('user_id', '=', member.numericId).execute();
    expect(
      (await call(strict.app, 'POST', `/api/posts/${postId}/comments`, member.cookie, { content: links })).status,
    ).toBe(201);
  });
});
