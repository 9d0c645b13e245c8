import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { commentCounts } from '../own-content/own-content-fixtures.ts';
import { auditRows, call, cast, comment, pendingPost, publishPost } from './moderation-fixtures.ts';

// A stand-in web build, so /post/{id} answers with its Open Graph head.
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-web-'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<html><head><!--app-head--></head><body></body></html>');
let t: TestApp;
let c: Awaited<ReturnType<typeof cast>>;

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  c = await cast(t.app);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  call(t.app, method, url, c.admin.cookie, payload);

/** Every public place a post can appear, as a guest and as another member sees it. */
async function publicPlaces(postId: string, title: string, authorId: string) {
  const places: Record<string, boolean> = {};
  const viewer = c.readers[0]?.cookie ?? null;
  for (const [who, cookie] of [
    ['guest', null],
    ['member', viewer],
  ] as const) {
    const feed = await call(t.app, 'GET', '/api/posts/feed?limit=50', cookie);
    places[`${who} feed`] = feed.raw.includes(`"${postId}"`);
    const search = await call(t.app, 'GET', `/api/posts/search?q=${encodeURIComponent(title)}`, cookie);
    places[`${who} search`] = search.raw.includes(`"${postId}"`);
    const profile = await call(t.app, 'GET', `/api/users/${authorId}/posts`, cookie);
    places[`${who} profile`] = profile.raw.includes(`"${postId}"`);
    const detail = await call(t.app, 'GET', `/api/posts/${postId}/detail`, cookie);
    places[`${who} detail`] = detail.status === 200;
  }
  const sphere = await call(t.app, 'GET', '/api/spheres/1/posts');
  places['sphere feed'] = sphere.raw.includes(`"${postId}"`);
  const page = await t.app.inject({ method: 'GET', url: `/post/${postId}` });
  places['open graph'] = page.body.includes(title);
  const stats = await call(t.app, 'GET', `/api/users/${authorId}`);
  places['profile count'] = JSON.stringify(stats.body).includes('"posts":1,');
  return places;
}

/** The member's "public again" notifications: what each is about. */
async function restoredNotices(cookie: string) {
  const inbox = await call(t.app, 'GET', '/api/notifications?limit=50', cookie);
  return (inbox.body.notifications as { type: string; postId: string; commentId: number | null }[])
    .filter((n) => n.type === 'post_restored')
    .map(({ postId, commentId }) => ({ postId, commentId }));
}

describe('반려 (reject)', () => {
  it('rejects pending posts, one or many, and the author sees the reason', async () => {
    const one = await pendingPost(t.app, c.author.cookie, '광고 글 하나');
    const two = await pendingPost(t.app, c.author.cookie, '광고 글 둘');
    const three = await pendingPost(t.app, c.author.cookie, '광고 글 셋');

    const single = await admin('POST', '/api/admin/posts/reject', { postId: one, reason: '광고성 글입니다' });
    expect(single.status).toBe(200);
    expect(single.body).toMatchObject({ postIds: [one], changedCount: 1 });
    const bulk = await admin('POST', '/api/admin/posts/reject', { postIds: [one, two, three], reason: '도배' });
    expect(bulk.body).toMatchObject({ changedCount: 2 });

    const own = await call(t.app, 'GET', `/api/posts/${one}/detail`, c.author.cookie);
    expect(own.status).toBe(200);
    expect(own.body.post).toMatchObject({
      isConfirmed: false,
      moderation: { status: 'rejected', reason: '광고성 글입니다', automatic: false },
    });
    for (const cookie of [null, c.readers[0]?.cookie ?? null]) {
      expect((await call(t.app, 'GET', `/api/posts/${one}/detail`, cookie)).status).toBe(404);
    }

    // Not on top of the author's feed (a pending post would be), but in their profile's own list.
    const feed = await call(t.app, 'GET', '/api/posts/feed', c.author.cookie);
    expect(feed.raw).not.toContain(`"${one}"`);

    const tabs = await admin('GET', '/api/admin/posts/counts');
    expect(tabs.body.counts).toMatchObject({ rejected: 3, pending: 0 });
    const rejected = await admin('GET', '/api/admin/posts/rejected');
    expect((rejected.body.results as { postId: string }[]).map((p) => p.postId).sort()).toEqual(
      [one, two, three].sort(),
    );
    const pending = await admin('GET', '/api/admin/posts/pending');
    expect(pending.body.results).toEqual([]);

    const audit = await auditRows(t.app, 'post.reject');
    expect(audit.map((row) => row.reason)).toEqual(['광고성 글입니다', '도배']);
    expect(audit[1]?.target).toBe([two, three].join(', '));

    // The author is told, once per post, with the reason.
    const inbox = await call(t.app, 'GET', '/api/notifications?limit=50', c.author.cookie);
    const rejections = (inbox.body.notifications as { type: string; postId: string; text: string }[]).filter(
      (n) => n.type === 'post_rejected',
    );
    expect(rejections.map((n) => [n.postId, n.text]).sort()).toEqual(
      [
        [one, '광고성 글입니다'],
        [two, '도배'],
        [three, '도배'],
      ].sort(),
    );
  });

  it('refuses confirmed posts and unknown ids, without a change', async () => {
    const live = await publishPost(t.app, c.author.cookie, c.admin.cookie);
    const confirmed = await admin('POST', '/api/admin/posts/reject', { postIds: [live], reason: '사유' });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.error).toMatch(/숨김/);
    const unknown = await admin('POST', '/api/admin/posts/reject', { postId: 'post999999', reason: '사유' });
    expect(unknown.status).toBe(404);
    const blank = await admin('POST', '/api/admin/posts/reject', { postId: live, reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('사유를 입력해주세요.');
    const detail = await call(t.app, 'GET', `/api/posts/${live}/detail`);
    expect(detail.status).toBe(200);
  });

  it('goes back to the queue when its author edits it, and can still be confirmed', async () => {
    const postId = await pendingPost(t.app, c.author.cookie, '고칠 글');
    await admin('POST', '/api/admin/posts/reject', { postId, reason: '제목을 고쳐주세요' });
    const edited = await call(t.app, 'PATCH', `/api/posts/${postId}`, c.author.cookie, {
      title: '고친 글',
      blocks: [{ id: '1', type: 'text', content: '고친 본문' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.post).toMatchObject({ moderation: null, isConfirmed: false });
    const pending = await admin('GET', '/api/admin/posts/pending');
    expect(JSON.stringify(pending.body)).toContain(postId);

    const again = await pendingPost(t.app, c.author.cookie, '다시 볼 글');
    await admin('POST', '/api/admin/posts/reject', { postId: again, reason: '잘못 반려' });
    const confirmed = await admin('POST', '/api/admin/posts/confirm', { postId: again });
    expect(confirmed.status).toBe(200);
    const detail = await call(t.app, 'GET', `/api/posts/${again}/detail`);
    expect(detail.body.post).toMatchObject({ isConfirmed: true, moderation: null });
  });
});

describe('숨김 and 복원 (hide and restore)', () => {
  it('takes a public post out of every public list, search, sphere, profile and Open Graph, and brings it back', async () => {
    // A fresh author, so the profile count is exactly this post.
    const writer = await signUpUser(t.app, '숨김작가');
    const title = '숨길만한공개글';
    const joined = await call(t.app, 'POST', '/api/spheres/1/join', writer.cookie, {});
    expect(joined.status).toBeLessThan(300);
    const postId = await publishPost(t.app, writer.cookie, c.admin.cookie, {
      title,
      sphereId: 1,
      blocks: [{ id: '1', type: 'text', content: `${title} 본문` }],
    });
    expect(await publicPlaces(postId, title, writer.userId)).toEqual({
      'guest feed': true,
      'guest search': true,
      'guest profile': true,
      'guest detail': true,
      'member feed': true,
      'member search': true,
      'member profile': true,
      'member detail': true,
      'sphere feed': true,
      'open graph': true,
      'profile count': true,
    });

    const hidden = await admin('POST', '/api/admin/posts/hide', { postId, reason: '허위 사실' });
    expect(hidden.status).toBe(200);
    const gone = await publicPlaces(postId, title, writer.userId);
    expect(Object.entries(gone).filter(([, shown]) => shown)).toEqual([]);

    const own = await call(t.app, 'GET', `/api/posts/${postId}/detail`, writer.cookie);
    expect(own.body.post).toMatchObject({ moderation: { status: 'hidden', reason: '허위 사실' } });
    const ownProfile = await call(t.app, 'GET', `/api/users/${writer.userId}/posts`, writer.cookie);
    expect(ownProfile.raw).toContain('허위 사실');

    expect((await admin('POST', '/api/admin/posts/hide', { postId, reason: '두 번' })).status).toBe(409);
    expect((await admin('POST', '/api/admin/posts/confirm', { postId })).status).toBe(409);
    const tabs = await admin('GET', '/api/admin/posts/hidden');
    expect(JSON.stringify(tabs.body)).toContain(postId);

    const restored = await admin('POST', '/api/admin/posts/restore', { postId });
    expect(restored.status).toBe(200);
    expect(await publicPlaces(postId, title, writer.userId)).toMatchObject({
      'guest feed': true,
      'open graph': true,
      'sphere feed': true,
    });
    // Its author hears that it is public again (once: the refused second restore tells nobody).
    expect((await admin('POST', '/api/admin/posts/restore', { postId })).status).toBe(409);
    expect(await restoredNotices(writer.cookie)).toEqual([{ postId, commentId: null }]);
    expect((await admin('POST', '/api/admin/posts/restore', { postId: 'post987654' })).status).toBe(404);
    // Past PostgreSQL's integer keys: still "not found", never a failed query.
    expect((await admin('POST', '/api/admin/posts/restore', { postId: 2147483648 })).status).toBe(404);
    expect((await admin('POST', '/api/admin/posts/reject', { postIds: [2147483648], reason: 'x' })).status).toBe(404);
    expect((await admin('POST', '/api/admin/users/user2147483648/unsuspend')).status).toBe(404);

    const hides = await auditRows(t.app, 'post.hide');
    expect(hides.at(-1)).toMatchObject({ target: postId, reason: '허위 사실', outcome: 'ok' });
    expect(JSON.parse(hides.at(-1)?.detail_json ?? '{}')).toEqual({ postId, automatic: false });
    expect((await auditRows(t.app, 'post.restore')).at(-1)?.target).toBe(postId);
  });

  it('deletes any post with a reason, audited', async () => {
    const postId = await publishPost(t.app, c.readers[1]?.cookie ?? '', c.admin.cookie);
    const deleted = await admin('POST', '/api/admin/posts/delete', { postId, reason: '불법 촬영물' });
    expect(deleted.status).toBe(200);
    expect((await call(t.app, 'GET', `/api/posts/${postId}/detail`)).status).toBe(404);
    expect((await admin('POST', '/api/admin/posts/delete', { postId, reason: '다시' })).status).toBe(404);
    expect((await auditRows(t.app, 'post.delete')).at(-1)).toMatchObject({ target: postId, reason: '불법 촬영물' });
  });
});

describe('comments: hide, restore, delete', () => {
  it('hides a comment from the thread and its count, restores it, deletes it — each audited', async () => {
    const postId = await publishPost(t.app, c.readers[2]?.cookie ?? '', c.admin.cookie);
    const top = await comment(t.app, postId, c.readers[0]?.cookie ?? '', '문제의 댓글');
    await comment(t.app, postId, c.readers[1]?.cookie ?? '', '답글', top.commentId);
    const lone = await comment(t.app, postId, c.readers[1]?.cookie ?? '', '혼자인 댓글');

    const hide = await admin('POST', '/api/admin/comments/hide', { commentId: top.commentId, reason: '비하 표현' });
    expect(hide.status).toBe(200);
    await admin('POST', '/api/admin/comments/hide', { commentId: String(lone.commentId), reason: '스팸' });
    const thread = await call(t.app, 'GET', `/api/posts/${postId}/detail`);
    const comments = thread.body.comments as { commentId: number; content: string; isHidden?: boolean }[];
    // The hidden comment with a reply keeps its place, empty; the lone one is gone.
    expect(comments.map((x) => [x.commentId, x.content, x.isHidden ?? false])).toEqual([
      [top.commentId, '', true],
      [expect.any(Number), '답글', false],
    ]);
    expect(thread.raw).not.toContain('문제의 댓글');
    expect(await commentCounts(t.app, postId)).toMatchObject({ counter: 1 });

    // Its author cannot edit or reply to it; the admin list shows it, marked.
    const edit = await call(t.app, 'PATCH', `/api/comments/${top.commentId}`, c.readers[0]?.cookie, {
      content: '고침',
    });
    expect(edit.status).toBe(404);
    const listed = await admin('GET', `/api/admin/posts/${postId}/comments`);
    expect(listed.body.comments).toContainEqual(
      expect.objectContaining({ commentId: String(top.commentId), hiddenReason: '비하 표현' }),
    );

    expect((await admin('POST', '/api/admin/comments/hide', { commentId: top.commentId, reason: '다시' })).status).toBe(
      409,
    );
    expect((await admin('POST', '/api/admin/comments/restore', { commentId: top.commentId })).status).toBe(200);
    expect((await admin('POST', '/api/admin/comments/restore', { commentId: top.commentId })).status).toBe(409);
    expect(await restoredNotices(c.readers[0]?.cookie ?? '')).toContainEqual({ postId, commentId: top.commentId });
    expect(await commentCounts(t.app, postId)).toMatchObject({ counter: 2 });

    // Deleting the still-hidden lone comment does not count it off twice.
    const del = await admin('POST', '/api/admin/comments/delete', { commentId: lone.commentId, reason: '스팸' });
    expect(del.status).toBe(200);
    expect(await commentCounts(t.app, postId)).toMatchObject({ counter: 2 });
    expect((await admin('POST', '/api/admin/comments/delete', { commentId: 99999999, reason: 'x' })).status).toBe(404);
    expect((await admin('POST', '/api/admin/comments/hide', { commentId: 'abc', reason: 'x' })).status).toBe(400);

    expect((await auditRows(t.app, 'comment.hide')).map((row) => row.reason)).toEqual(['비하 표현', '스팸']);
    expect(await auditRows(t.app, 'comment.restore')).toHaveLength(1);
    expect((await auditRows(t.app, 'comment.delete')).at(-1)).toMatchObject({ target: `comment${lone.commentId}` });
  });

  it("audits an admin's delete of someone else's post or comment through the ⋯ menu", async () => {
    const postId = await publishPost(t.app, c.readers[0]?.cookie ?? '', c.admin.cookie);
    const reply = await comment(t.app, postId, c.readers[1]?.cookie ?? '', '지울 댓글');
    expect((await call(t.app, 'DELETE', `/api/comments/${reply.commentId}`, c.admin.cookie)).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/posts/${postId}`, c.admin.cookie)).status).toBe(200);
    expect((await auditRows(t.app, 'comment.delete')).at(-1)).toMatchObject({ target: `comment${reply.commentId}` });
    expect((await auditRows(t.app, 'post.delete')).at(-1)).toMatchObject({ target: postId });
  });
});
