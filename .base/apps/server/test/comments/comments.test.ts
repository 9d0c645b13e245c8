import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { insertPost, me } from '../posts/post-fixtures.ts';

let t: TestApp;
let author: Awaited<ReturnType<typeof signUpUser>>;
let writer: Awaited<ReturnType<typeof signUpUser>>;
let postId: number;

beforeAll(async () => {
  t = await createTestApp();
  author = await signUpUser(t.app, '작성자');
  writer = await signUpUser(t.app, '댓글러');
  postId = await insertPost(t.app, author.numericId);
});
afterAll(async () => {
  await t.close();
});

const post = (id: number | string, cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/posts/${typeof id === 'number' ? `post${id}` : id}/comments`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

describe('POST /api/posts/{postId}/comments', () => {
  it('creates the comment, counts it and rewards it', async () => {
    const before = await me(t.app, writer.cookie);
    const response = await post(postId, writer.cookie, {
      userId: writer.userId,
      postId: `post${postId}`,
      content: '  좋은 영상 감사합니다  ',
      parentCommentId: null,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.comment).toMatchObject({
      content: '좋은 영상 감사합니다',
      postId: `post${postId}`,
      userId: writer.userId,
      userName: '댓글러',
      parentCommentId: null,
      likeCount: 0,
      timeAgo: '방금 전',
    });
    expect(body.commentCount).toBe(1);
    expect(body.reward).toMatchObject({ action: 'comment_write', granted: true, experience: 20, waterDrops: 2 });
    const after = await me(t.app, writer.cookie);
    expect(after.experience).toBe(before.experience + 20);

    // Every comment is rewarded (within the daily cap), not only the first.
    const second = (await post(postId, writer.cookie, { content: '하나 더' })).json();
    expect(second.commentCount).toBe(2);
    expect(second.reward.granted).toBe(true);
    expect((await me(t.app, writer.cookie)).experience).toBe(before.experience + 40);
  });

  it('hangs replies under their parent, and a reply to a reply under the same parent', async () => {
    const id = await insertPost(t.app, author.numericId);
    const parent = (await post(id, writer.cookie, { content: '부모' })).json().comment;
    const reply = (await post(id, author.cookie, { content: '답글', parentCommentId: parent.commentId })).json();
    expect(reply.comment.parentCommentId).toBe(parent.commentId);
    const deep = (
      await post(id, writer.cookie, { content: '답답글', parentCommentId: String(reply.comment.commentId) })
    ).json();
    expect(deep.comment.parentCommentId).toBe(parent.commentId);
    expect(deep.commentCount).toBe(3);
  });

  it.each([
    [{ content: '' }, '댓글 내용을 입력해주세요.'],
    [{ content: '   \n ' }, '댓글 내용을 입력해주세요.'],
    [{}, '댓글 내용을 입력해주세요.'],
    [{ content: 12 }, '댓글 내용을 입력해주세요.'],
    [{ content: '가'.repeat(1001) }, '댓글은 1000자 이하로 작성해주세요.'],
  ])('refuses %o with the spec message', async (payload, message) => {
    const response = await post(postId, writer.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('accepts exactly 1000 characters', async () => {
    expect((await post(postId, writer.cookie, { content: '가'.repeat(1000) })).statusCode).toBe(201);
  });

  it('tells guests to log in, whatever they sent', async () => {
    for (const payload of [{ content: '안녕' }, { content: '' }]) {
      const response = await post(postId, undefined, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: '로그인이 필요합니다.' });
    }
  });

  it('refuses parents that do not exist or belong to another post', async () => {
    const other = await insertPost(t.app, author.numericId);
    const foreign = (await post(other, writer.cookie, { content: '다른 글 댓글' })).json().comment;
    for (const parentCommentId of [foreign.commentId, 999999, 'abc', -1]) {
      const response = await post(postId, writer.cookie, { content: '답글', parentCommentId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: '답글을 달 댓글을 찾을 수 없습니다.' });
    }
  });

  it('answers wrong posts and mismatched ids without 5xx', async () => {
    const deleted = await insertPost(t.app, author.numericId, { deleted: true });
    const pending = await insertPost(t.app, author.numericId, { confirmed: false });
    expect((await post('xyz', writer.cookie, { content: '안녕' })).statusCode).toBe(400);
    for (const id of ['post999999', `post${deleted}`, `post${pending}`]) {
      const response = await post(id, writer.cookie, { content: '안녕' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: '게시글을 찾을 수 없습니다.' });
    }
    const wrongUser = await post(postId, writer.cookie, { content: '안녕', userId: author.userId });
    expect(wrongUser.statusCode).toBe(403);
    const wrongPost = await post(postId, writer.cookie, { content: '안녕', postId: 'post999999' });
    expect(wrongPost.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: `/api/posts/post${postId}/comments`,
      headers: { cookie: writer.cookie, 'content-type': 'application/json' },
      payload: '{"content":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('keeps the count equal to the comments when several arrive at once', async () => {
    const id = await insertPost(t.app, author.numericId);
    await Promise.all(Array.from({ length: 5 }, (_, i) => post(id, writer.cookie, { content: `동시 ${i}` })));
    const count = await t.app.db
      .selectFrom('post')
      .select('comment_count')
      .where('post_id', '=', id)
      .executeTakeFirstOrThrow();
    const rows = await t.app.db
      .selectFrom('comment')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('post_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(count.comment_count).toBe(5);
    expect(Number(rows.n)).toBe(5);
  });
});
