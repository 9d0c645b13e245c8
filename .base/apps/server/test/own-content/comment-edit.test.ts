import type { Comment } from '@tubesphere/shared/contract/comments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { me } from '../posts/post-fixtures.ts';
import { call, comment, commentCounts, publishPost } from './own-content-fixtures.ts';

let t: TestApp;
let admin: { userId: string; cookie: string };
let author: Awaited<ReturnType<typeof signUpUser>>;
let writer: Awaited<ReturnType<typeof signUpUser>>;
let other: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  author = await signUpUser(t.app, '글쓴이');
  writer = await signUpUser(t.app, '댓글쓴이');
  other = await signUpUser(t.app, '구경꾼');
});
afterAll(async () => {
  await t.close();
});

const patch = (commentId: number | string, cookie: string | null, payload: object) =>
  call(t.app, 'PATCH', `/api/comments/${commentId}`, cookie, payload);
const remove = (commentId: number | string, cookie: string | null) =>
  call(t.app, 'DELETE', `/api/comments/${commentId}`, cookie);
const thread = async (postId: string) =>
  (await call(t.app, 'GET', `/api/posts/${postId}/detail`)).body.comments as Comment[];

describe('PATCH /api/comments/{commentId}', () => {
  it('lets the author change the text, marked as edited', async () => {
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const { commentId } = await comment(t.app, postId, writer.cookie, '오타가 있는 댓글');
    const edited = await patch(commentId, writer.cookie, { content: '  고친 댓글  ' });
    expect(edited.status, edited.raw).toBe(200);
    expect(edited.body.comment).toMatchObject({
      commentId,
      content: '고친 댓글',
      isDeleted: false,
      userName: '댓글쓴이',
    });
    expect((edited.body.comment as Comment).editedAt).toEqual(expect.any(String));
    const [shown] = await thread(postId);
    expect(shown).toMatchObject({ commentId, content: '고친 댓글' });
    expect(shown?.editedAt).toEqual(expect.any(String));
  });

  it('applies the writing rules with the spec messages', async () => {
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const { commentId } = await comment(t.app, postId, writer.cookie, '원래 댓글');
    for (const [payload, message] of [
      [{ content: '   ' }, '댓글 내용을 입력해주세요.'],
      [{}, '댓글 내용을 입력해주세요.'],
      [{ content: '가'.repeat(1001) }, '댓글은 1000자 이하로 작성해주세요.'],
    ] as const) {
      const response = await patch(commentId, writer.cookie, payload);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(message);
    }
    expect((await thread(postId))[0]).toMatchObject({ content: '원래 댓글', editedAt: null });
  });

  it('answers 401 to guests, 403 to other users and admins, 404 for unknown or deleted, 400 for a bad id', async () => {
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const { commentId } = await comment(t.app, postId, writer.cookie, '남이 못 고치는 댓글');
    const body = { content: '고쳐버림' };
    expect((await patch(commentId, null, body)).status).toBe(401);
    const byOther = await patch(commentId, other.cookie, body);
    expect(byOther.status).toBe(403);
    expect(byOther.body.error).toBe('본인이 쓴 댓글만 수정하거나 삭제할 수 있습니다.');
    // The post's author does not own the comments under it either.
    expect((await patch(commentId, author.cookie, body)).status).toBe(403);
    expect((await patch(commentId, admin.cookie, body)).status).toBe(403);
    expect((await patch(99_999_999, writer.cookie, body)).status).toBe(404);
    const bad = await patch('abc', writer.cookie, body);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('댓글 ID 형식이 올바르지 않습니다.');
    expect((await remove(commentId, writer.cookie)).status).toBe(200);
    const gone = await patch(commentId, writer.cookie, body);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('댓글을 찾을 수 없습니다.');
  });

  it('finds nothing to edit or delete under a deleted post', async () => {
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const { commentId } = await comment(t.app, postId, writer.cookie, '글이 사라질 댓글');
    expect((await call(t.app, 'DELETE', `/api/posts/${postId}`, author.cookie)).status).toBe(200);
    expect((await patch(commentId, writer.cookie, { content: '수정' })).status).toBe(404);
    expect((await remove(commentId, writer.cookie)).status).toBe(404);
  });
});

describe('DELETE /api/comments/{commentId}', () => {
  it('removes a comment without replies and counts it off the post', async () => {
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const first = await comment(t.app, postId, writer.cookie, '첫 댓글');
    await comment(t.app, postId, other.cookie, '둘째 댓글');
    const deleted = await remove(first.commentId, writer.cookie);
    expect(deleted.status, deleted.raw).toBe(200);
    expect(deleted.body).toEqual({ success: true, commentId: first.commentId, postId, commentCount: 1, comment: null });
    expect((await thread(postId)).map((c) => c.content)).toEqual(['둘째 댓글']);
    expect(await commentCounts(t.app, postId)).toEqual({ counter: 1, rows: 1 });
    const detail = await call(t.app, 'GET', `/api/posts/${postId}/detail`);
    expect((detail.body.post as { commentCount: number }).commentCount).toBe(1);
  });

  it('keeps a deleted comment that has replies as 삭제된 댓글입니다., without its author or text', async () => {
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const parent = await comment(t.app, postId, writer.cookie, '지울 부모 댓글');
    const reply = await comment(t.app, postId, other.cookie, '답글', parent.commentId);
    await comment(t.app, postId, author.cookie, '답글 둘', parent.commentId);

    const deleted = await remove(parent.commentId, writer.cookie);
    expect(deleted.status, deleted.raw).toBe(200);
    expect(deleted.body.commentCount).toBe(2);
    expect(deleted.body.comment).toMatchObject({
      commentId: parent.commentId,
      isDeleted: true,
      content: '',
      userName: '',
      userId: '',
      profileImage: null,
    });
    expect(deleted.raw).not.toContain('지울 부모 댓글');
    expect(deleted.raw).not.toContain('댓글쓴이');

    const shown = await thread(postId);
    expect(shown.map((c) => [c.commentId, c.isDeleted, c.parentCommentId])).toEqual([
      [parent.commentId, true, null],
      [reply.commentId, false, parent.commentId],
      [expect.any(Number), false, parent.commentId],
    ]);
    expect(JSON.stringify(shown)).not.toContain('지울 부모 댓글');
    expect(await commentCounts(t.app, postId)).toEqual({ counter: 2, rows: 2 });

    // Replying to the placeholder is not possible: it is deleted.
    const lateReply = await call(t.app, 'POST', `/api/posts/${postId}/comments`, other.cookie, {
      content: '늦은 답글',
      parentCommentId: parent.commentId,
    });
    expect(lateReply.status).toBe(400);

    // Once its last reply goes, the placeholder goes with it.
    for (const c of shown.slice(1)) {
      const owner = c.userName === '구경꾼' ? other : author;
      expect((await remove(c.commentId, owner.cookie)).status).toBe(200);
    }
    expect(await thread(postId)).toEqual([]);
    expect(await commentCounts(t.app, postId)).toEqual({ counter: 0, rows: 0 });
    // The placeholder itself cannot be deleted again.
    expect((await remove(parent.commentId, writer.cookie)).status).toBe(404);
  });

  it("lets an admin delete anyone's comment; refuses guests, other users and the post's author", async () => {
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const { commentId } = await comment(t.app, postId, writer.cookie, '관리자가 지울 댓글');
    expect((await remove(commentId, null)).status).toBe(401);
    expect((await remove(commentId, other.cookie)).status).toBe(403);
    expect((await remove(commentId, author.cookie)).status).toBe(403);
    expect(await commentCounts(t.app, postId)).toEqual({ counter: 1, rows: 1 });
    expect((await remove(commentId, admin.cookie)).status).toBe(200);
    expect(await commentCounts(t.app, postId)).toEqual({ counter: 0, rows: 0 });
  });

  it('keeps the reward a deleted comment earned', async () => {
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const before = await me(t.app, other.cookie);
    const { commentId } = await comment(t.app, postId, other.cookie, '보상받는 댓글');
    const rewarded = await me(t.app, other.cookie);
    expect(rewarded.experience).toBeGreaterThan(before.experience);
    expect((await remove(commentId, other.cookie)).status).toBe(200);
    expect((await me(t.app, other.cookie)).experience).toBe(rewarded.experience);
  });

  it('keeps counters equal to rows when many comments and replies are deleted', async () => {
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const people = [author, writer, other];
    const made: { commentId: number; by: (typeof people)[number] }[] = [];
    for (let i = 0; i < 9; i += 1) {
      const by = people[i % 3] as (typeof people)[number];
      const parent = i % 3 === 2 ? (made[i - 2]?.commentId ?? null) : null;
      made.push({ commentId: (await comment(t.app, postId, by.cookie, `댓글 ${i}`, parent)).commentId, by });
    }
    for (const { commentId, by } of made.filter((_, i) => i % 2 === 0)) {
      expect((await remove(commentId, by.cookie)).status).toBe(200);
    }
    expect(await commentCounts(t.app, postId)).toEqual({ counter: 4, rows: 4 });
  });
});
