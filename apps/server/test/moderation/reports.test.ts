import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { auditRows, call, cast, comment, publishPost, report } from './moderation-fixtures.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof cast>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t.app);
});
afterAll(async () => {
  await t?.close();
});

const reader = (i: number) => {
  const user = c.readers[i];
  if (!user) throw new Error(`no reader ${i}`);
  return user;
};
const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  call(t.app, method, url, c.admin.cookie, payload);
const resolve = (
  targets: { targetType: 'post' | 'comment'; targetId: string | number }[],
  action: string,
  extra = {},
) => admin('POST', '/api/admin/reports/resolve', { targets, action, ...extra });
const queue = async (status = 'open') =>
  (await admin('GET', `/api/admin/reports?status=${status}`)).body as {
    groups: { key: string; reportCount: number; state: string; reasons: { reason: string; count: number }[] }[];
    counts: { open: number; resolved: number };
  };

describe('신고 (reporting)', () => {
  it('takes one open report per user and target, refuses own content, guests and what the reporter cannot see', async () => {
    const postId = await publishPost(t.app, c.author.cookie, c.admin.cookie);
    const first = await report(t.app, reader(0).cookie, 'post', postId, 'abuse', '  심한 욕설  ');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ success: true, reportId: expect.any(Number) });
    const again = await report(t.app, reader(0).cookie, 'post', postId, 'spam');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('이미 신고한 내용입니다. 검토가 끝나면 결과를 알려드립니다.');
    const stored = await t.app.db
      .selectFrom('report')
      .selectAll()
      .where('target_id', '=', Number(postId.slice(4)))
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ detail: '심한 욕설', status: 'open', target_type: 'post' });

    expect((await report(t.app, c.author.cookie, 'post', postId)).status).toBe(400);
    expect((await report(t.app, null as unknown as string, 'post', postId)).status).toBe(401);
    expect((await report(t.app, reader(1).cookie, 'post', 'post99999999')).status).toBe(404);
    expect((await report(t.app, reader(1).cookie, 'comment', 88888888)).status).toBe(404);
    const other = await report(t.app, reader(1).cookie, 'post', postId, 'other');
    expect(other).toMatchObject({ status: 400, body: { error: '기타 사유를 적어주세요.' } });
    expect((await report(t.app, reader(1).cookie, 'post', postId, 'nonsense')).status).toBe(400);

    // Someone else's pending post is as good as nonexistent.
    const created = await call(t.app, 'POST', '/api/posts/feed', c.author.cookie, {
      blocks: [{ id: '1', type: 'text', content: '대기' }],
    });
    const pending = (created.body.post as { postId: string }).postId;
    expect((await report(t.app, reader(1).cookie, 'post', pending)).status).toBe(404);

    // Once resolved, the same user may report it again (a new open report).
    expect((await resolve([{ targetType: 'post', targetId: postId }], 'ignore')).status).toBe(200);
    expect((await report(t.app, reader(0).cookie, 'post', postId, 'spam')).status).toBe(201);
  });

  it('hides a post at once when the threshold of different users report it, audited without an actor', async () => {
    const postId = await publishPost(t.app, c.author.cookie, c.admin.cookie);
    await report(t.app, reader(0).cookie, 'post', postId);
    await report(t.app, reader(1).cookie, 'post', postId, 'abuse');
    expect((await call(t.app, 'GET', `/api/posts/${postId}/detail`)).status).toBe(200);
    await report(t.app, reader(2).cookie, 'post', postId);
    expect((await call(t.app, 'GET', `/api/posts/${postId}/detail`)).status).toBe(404);
    const own = await call(t.app, 'GET', `/api/posts/${postId}/detail`, c.author.cookie);
    expect(own.body.post).toMatchObject({
      moderation: { status: 'hidden', automatic: true, reason: '신고 3건이 접수되어 관리자 검토 전까지 숨겨졌습니다.' },
    });
    const hide = (await auditRows(t.app, 'post.hide')).at(-1);
    expect(hide).toMatchObject({ actor_id: null, target: postId });
    expect(JSON.parse(hide?.detail_json ?? '{}')).toEqual({ postId, automatic: true, reportCount: 3 });

    const open = await queue();
    const group = open.groups.find((g) => g.key === postId);
    expect(group).toMatchObject({ reportCount: 3, state: 'hidden' });
    expect(group?.reasons).toEqual([
      { reason: 'spam', count: 2 },
      { reason: 'abuse', count: 1 },
    ]);

    // 무시 (복원 on screen) puts back what the threshold hid, and its author hears of it.
    expect((await resolve([{ targetType: 'post', targetId: postId }], 'ignore')).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/posts/${postId}/detail`)).status).toBe(200);
    const inbox = await call(t.app, 'GET', '/api/notifications?limit=50', c.author.cookie);
    const restored = (inbox.body.notifications as { type: string; postId: string }[]).filter(
      (n) => n.type === 'post_restored',
    );
    expect(restored.map((n) => n.postId)).toEqual([postId]);
  });

  it('follows the admin setting for the threshold, and hides comments too', async () => {
    expect((await admin('POST', '/api/admin/settings', { reportAutoHideThreshold: 2 })).status).toBe(200);
    const postId = await publishPost(t.app, c.author.cookie, c.admin.cookie);
    const bad = await comment(t.app, postId, c.author.cookie, '신고될 댓글');
    await report(t.app, reader(0).cookie, 'comment', bad.commentId, 'privacy');
    await report(t.app, reader(1).cookie, 'comment', String(bad.commentId), 'privacy');
    const thread = await call(t.app, 'GET', `/api/posts/${postId}/detail`);
    expect(thread.raw).not.toContain('신고될 댓글');
    expect((await auditRows(t.app, 'comment.hide')).at(-1)).toMatchObject({ actor_id: null });
    expect((await admin('POST', '/api/admin/settings', { reportAutoHideThreshold: 0 })).status).toBe(400);
    await admin('POST', '/api/admin/settings', { reportAutoHideThreshold: 3 });
  });
});

describe('the queue and its actions', () => {
  it('groups by target, resolves in bulk, answers 409 for what is resolved and 404 for what was never reported', async () => {
    const a = await publishPost(t.app, c.author.cookie, c.admin.cookie);
    const b = await publishPost(t.app, c.author.cookie, c.admin.cookie);
    const note = await comment(t.app, a, c.author.cookie, '지워질 댓글');
    await report(t.app, reader(0).cookie, 'post', a, 'sexual');
    await report(t.app, reader(1).cookie, 'post', b, 'copyright');
    await report(t.app, reader(0).cookie, 'comment', note.commentId, 'abuse');

    const before = await queue();
    expect(before.groups.map((g) => g.key)).toEqual(expect.arrayContaining([a, b, `comment${note.commentId}`]));

    const hidden = await resolve(
      [
        { targetType: 'post', targetId: a },
        { targetType: 'post', targetId: b },
      ],
      'hide',
    );
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ keys: [a, b], reportCount: 2 });
    for (const id of [a, b]) expect((await call(t.app, 'GET', `/api/posts/${id}/detail`)).status).toBe(404);
    const own = await call(t.app, 'GET', `/api/posts/${b}/detail`, c.author.cookie);
    expect(own.body.post).toMatchObject({ moderation: { reason: '신고 검토 결과: 저작권', automatic: false } });

    const deleted = await resolve([{ targetType: 'comment', targetId: note.commentId }], 'delete');
    expect(deleted.status).toBe(200);
    expect(
      await t.app.db
        .selectFrom('comment')
        .select('deleted_at')
        .where('comment_id', '=', note.commentId)
        .executeTakeFirst(),
    ).not.toMatchObject({ deleted_at: null });

    const twice = await resolve([{ targetType: 'post', targetId: a }], 'hide');
    expect(twice).toMatchObject({ status: 409, body: { error: '이미 처리된 신고입니다.' } });
    const never = await resolve([{ targetType: 'post', targetId: 'post123456' }], 'hide');
    expect(never.status).toBe(404);
    // All or none: a resolved target in the batch leaves the open one open.
    const c2 = await publishPost(t.app, c.author.cookie, c.admin.cookie);
    await report(t.app, reader(2).cookie, 'post', c2);
    const mixed = await resolve(
      [
        { targetType: 'post', targetId: c2 },
        { targetType: 'post', targetId: a },
      ],
      'delete',
    );
    expect(mixed.status).toBe(409);
    expect((await call(t.app, 'GET', `/api/posts/${c2}/detail`)).status).toBe(200);

    const resolved = await queue('resolved');
    expect(resolved.groups.map((g) => g.key)).toEqual(expect.arrayContaining([a, b, `comment${note.commentId}`]));
    const audit = (await auditRows(t.app, 'report.resolve')).map((row) => JSON.parse(row.detail_json ?? '{}').action);
    expect(audit).toEqual(expect.arrayContaining(['hide', 'delete', 'ignore']));
  });

  it('작성자 제재 hides the content and suspends its author; an admin author cannot be sanctioned', async () => {
    const offender = await signUpUser(t.app, '악성유저');
    const postId = await publishPost(t.app, offender.cookie, c.admin.cookie);
    await report(t.app, reader(0).cookie, 'post', postId, 'abuse');
    const missingDays = await resolve([{ targetType: 'post', targetId: postId }], 'sanction');
    expect(missingDays.status).toBe(400);
    const done = await resolve([{ targetType: 'post', targetId: postId }], 'sanction', {
      days: 7,
      reason: '반복된 욕설',
    });
    expect(done.status).toBe(200);
    const like = await call(t.app, 'POST', `/api/posts/${postId}/like`, offender.cookie, { type: 'like' });
    expect(like.status).toBe(403);
    expect(like.body.error).toMatch(/^계정이 .+까지 이용 정지되었습니다: 반복된 욕설$/);
    const suspend = (await auditRows(t.app, 'user.suspend')).at(-1);
    expect(suspend).toMatchObject({ target: offender.userId, reason: '반복된 욕설' });

    const adminPost = await publishPost(t.app, c.admin.cookie, c.admin.cookie);
    await report(t.app, reader(0).cookie, 'post', adminPost, 'spam');
    const refused = await resolve([{ targetType: 'post', targetId: adminPost }], 'sanction', { days: null });
    expect(refused).toMatchObject({ status: 409, body: { error: '관리자 계정은 제재할 수 없습니다.' } });
    expect((await call(t.app, 'GET', `/api/posts/${adminPost}/detail`)).status).toBe(200);
  });
});

describe('the report limit', () => {
  it('takes 20 reports in 10 minutes per member at the shipped numbers, then answers 429 in Korean', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
    try {
      const member = await signUpUser(limited.app, '신고많이');
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        // A report the server refuses (no such post) still counts against the limit.
        statuses.push((await report(limited.app, member.cookie, 'post', 'post999999', 'spam')).status);
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
      expect(statuses[20]).toBe(429);
      const last = await report(limited.app, member.cookie, 'post', 'post999999', 'spam');
      expect(last.body.error).toMatch(/^신고를 너무 자주 하고 있습니다\. \d+(초|분) 후에 다시 시도해주세요\.$/);
    } finally {
      await limited.close();
    }
  });
});
