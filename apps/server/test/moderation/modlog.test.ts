import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, cast, comment, pendingPost, publishPost, report } from './moderation-fixtures.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof cast>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t.app);
  // A name no log text could contain by chance, so its absence means something.
  await t.app.db
    .updateTable('user')
    .set({ user_name: '운영자홍길동' })
    .where('user_id', '=', Number(c.admin.userId.slice(4)))
    .execute();
});
afterAll(async () => {
  await t?.close();
});

interface Entry {
  action: string;
  moderator: string;
  reason: string | null;
  days: number | null;
  sphere: { sphereId: number; name: string } | null;
  targets: {
    kind: string;
    postId: string | null;
    postTitle: string | null;
    commentId: number | null;
    member: { userId: string; userName: string } | null;
  }[];
}

const modlog = async (query = '') => {
  const response = await call(t.app, 'GET', `/api/modlog${query}`, null);
  return { ...response, entries: (response.body.entries ?? []) as Entry[] };
};

describe('처리 내역 (GET /api/modlog)', () => {
  it('shows every hide, restore, rejection, removal and suspension, for guests, without reporters or staff names', async () => {
    const { admin, author, readers } = c;
    const reported = await publishPost(t.app, author.cookie, admin.cookie, {
      title: '신고된 공개 글',
      blocks: [{ id: '1', type: 'text', content: '신고될 본문입니다' }],
    });
    // Three 회원 reports hide it on their own (the automatic hide), with their own words.
    for (const reader of readers) {
      const sent = await report(t.app, reader.cookie, 'post', reported, 'spam', '신고자만 아는 상세 사유');
      expect(sent.status).toBe(201);
    }
    expect((await call(t.app, 'POST', '/api/admin/posts/restore', admin.cookie, { postId: reported })).status).toBe(
      200,
    );
    expect(
      (await call(t.app, 'POST', '/api/admin/posts/hide', admin.cookie, { postId: reported, reason: '광고성 글' }))
        .status,
    ).toBe(200);
    const other = await publishPost(t.app, author.cookie, admin.cookie, {
      title: '댓글이 달린 글',
      blocks: [{ id: '1', type: 'text', content: '본문' }],
    });
    const written = await comment(t.app, other, author.cookie, '문제의 댓글');
    expect(
      (
        await call(t.app, 'POST', '/api/admin/comments/hide', admin.cookie, {
          commentId: written.commentId,
          reason: '욕설',
        })
      ).status,
    ).toBe(200);
    const pending = await pendingPost(t.app, author.cookie, '공개된 적 없는 비밀 제목');
    expect(
      (await call(t.app, 'POST', '/api/admin/posts/reject', admin.cookie, { postId: pending, reason: '중복 게시' }))
        .status,
    ).toBe(200);
    expect(
      (
        await call(t.app, 'POST', `/api/admin/users/${author.userId}/suspend`, admin.cookie, {
          days: 7,
          reason: '반복된 광고',
        })
      ).status,
    ).toBe(200);

    const response = await modlog('?page=1');
    expect(response.status).toBe(200);
    const actions = response.entries.map((entry) => entry.action);
    expect(actions).toEqual(['user.suspend', 'post.reject', 'comment.hide', 'post.hide', 'post.restore', 'post.hide']);
    const [suspension, rejection, commentHide, hide, , automatic] = response.entries;
    expect(automatic).toMatchObject({
      moderator: 'automatic',
      targets: [{ kind: 'post', postId: reported, postTitle: '신고된 공개 글', member: { userName: '작성자' } }],
    });
    expect(hide).toMatchObject({ moderator: 'site', reason: '광고성 글', sphere: null });
    expect(commentHide?.targets).toEqual([
      {
        kind: 'comment',
        postId: other,
        postTitle: '댓글이 달린 글',
        commentId: written.commentId,
        member: { userId: author.userId, userName: '작성자' },
      },
    ]);
    expect(rejection?.targets).toEqual([
      {
        kind: 'post',
        postId: pending,
        postTitle: null,
        commentId: null,
        member: { userId: author.userId, userName: '작성자' },
      },
    ]);
    expect(suspension).toMatchObject({
      days: 7,
      reason: '반복된 광고',
      targets: [{ kind: 'user', member: { userName: '작성자' } }],
    });

    // Nothing names who reported it, what they wrote, or which admin acted.
    for (const reader of readers) {
      expect(response.raw).not.toContain(reader.userId);
    }
    for (const name of ['독자1', '독자2', '독자3', '신고자만 아는 상세 사유', '운영자홍길동', admin.userId]) {
      expect(response.raw).not.toContain(name);
    }
    expect(response.raw).not.toContain('공개된 적 없는 비밀 제목');
    expect((await call(t.app, 'POST', `/api/admin/users/${author.userId}/unsuspend`, admin.cookie, {})).status).toBe(
      200,
    );
  });

  it('lists a report queue decision, but not a report closed as 무시', async () => {
    const { admin, author, readers } = c;
    const kept = await publishPost(t.app, author.cookie, admin.cookie, {
      title: '무시된 신고의 글',
      blocks: [{ id: '1', type: 'text', content: '본문' }],
    });
    const removed = await publishPost(t.app, author.cookie, admin.cookie, {
      title: '신고로 지운 글',
      blocks: [{ id: '1', type: 'text', content: '본문' }],
    });
    await report(t.app, readers[0]!.cookie, 'post', kept);
    await report(t.app, readers[0]!.cookie, 'post', removed);
    const resolve = (postId: string, action: string) =>
      call(t.app, 'POST', '/api/admin/reports/resolve', admin.cookie, {
        targets: [{ targetType: 'post', targetId: postId }],
        action,
      });
    expect((await resolve(kept, 'ignore')).status).toBe(200);
    expect((await resolve(removed, 'delete')).status).toBe(200);

    const [latest] = (await modlog()).entries;
    expect(latest).toMatchObject({
      action: 'report.delete',
      moderator: 'site',
      targets: [{ kind: 'post', postId: removed, postTitle: '신고로 지운 글' }],
    });
    expect((await modlog()).raw).not.toContain('무시된 신고의 글');
  });

  it("gives a sphere its own log of its staff's actions, named by the audit action", async () => {
    const sphere = await t.app.db
      .selectFrom('sphere')
      .select(['sphere_id', 'name'])
      .orderBy('sphere_id')
      .executeTakeFirstOrThrow();
    const sphereId = Number(sphere.sphere_id);
    const post = await publishPost(t.app, c.author.cookie, c.admin.cookie, {
      title: '스피어에서 숨긴 글',
      blocks: [{ id: '1', type: 'text', content: '본문' }],
    });
    // What the sphere staff's hide writes: the audit trail with the sphere in the detail.
    await t.app.audit.record({
      actorId: c.readers[1]!.numericId,
      action: 'sphere.post.hide',
      target: post,
      reason: '주제와 무관',
      detail: { postId: post, sphereId },
    });
    await t.app.audit.record({
      actorId: c.readers[1]!.numericId,
      action: 'sphere.ban',
      target: c.author.userId,
      detail: { userId: c.author.userId, sphereId: String(sphereId), days: 3 },
    });

    const own = await modlog(`?sphereId=${sphereId}&page=1`);
    expect(own.status).toBe(200);
    expect(own.body.sphere).toEqual({ sphereId, name: sphere.name });
    expect(own.entries.map((entry) => entry.action)).toEqual(['sphere.ban', 'sphere.post.hide']);
    expect(own.entries[1]).toMatchObject({
      moderator: 'sphere',
      sphere: { sphereId, name: sphere.name },
      reason: '주제와 무관',
      targets: [{ kind: 'post', postTitle: '스피어에서 숨긴 글', member: { userName: '작성자' } }],
    });
    expect(own.entries[0]).toMatchObject({ days: 3, targets: [{ kind: 'user', member: { userName: '작성자' } }] });
    expect(own.raw).not.toContain(c.readers[1]!.userId);
    expect(own.raw).not.toContain('독자2');
    // The site's log shows them too.
    expect((await modlog()).entries.slice(0, 2).map((entry) => entry.action)).toEqual([
      'sphere.ban',
      'sphere.post.hide',
    ]);
  });

  it('pages, and answers bad input with a Korean 4xx', async () => {
    for (let i = 0; i < 31; i += 1) {
      await t.app.audit.record({ actorId: null, action: 'post.restore', detail: { postId: 'post999999' } });
    }
    const first = await modlog('?page=1');
    expect(first.entries).toHaveLength(30);
    expect(first.body.pagination).toEqual({ page: 1, limit: 30, hasMore: true });
    const second = await modlog('?page=2');
    expect(second.entries.length).toBeGreaterThan(0);
    expect(second.entries[0]!.targets).toEqual([
      { kind: 'post', postId: 'post999999', postTitle: null, commentId: null, member: null },
    ]);
    // Other audit rows (settings, the SQL tool, blocks) never show.
    expect(JSON.stringify([first.body, second.body])).not.toMatch(/sql\.run|settings\.update|user\.block/);

    const bad = await modlog('?sphereId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/[가-힣]/);
    const missing = await modlog('?sphereId=987654');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('스피어를 찾을 수 없습니다.');
    expect((await modlog('?page=0')).status).toBe(400);
  });
});
