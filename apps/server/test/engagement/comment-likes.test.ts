import type { Comment } from '@tubesphere/shared/contract/comments';
import type { Notification } from '@tubesphere/shared/contract/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call, comment, publishPost } from '../own-content/own-content-fixtures.ts';

let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const detail = async (postId: string, cookie: string | null) =>
  (await call(t.app, 'GET', `/api/posts/${postId}/detail`, cookie)).body as {
    comments: Comment[];
    bestComments: Comment[];
  };

describe('댓글 좋아요 and 베스트 댓글', () => {
  it('likes idempotently, counts, tells the author in one growing notification, shows isLiked to the liker', async () => {
    const author = await signUpUser(t.app, '글쓴이');
    const writer = await signUpUser(t.app, '댓글쓴이');
    const fans = [await signUpUser(t.app, '좋아요1'), await signUpUser(t.app, '좋아요2')];
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const { commentId } = await comment(t.app, postId, writer.cookie, '좋은 댓글');

    const liked = await call(t.app, 'PUT', `/api/comments/${commentId}/like`, fans[0]?.cookie);
    expect(liked).toMatchObject({ status: 200, body: { success: true, commentId, likeCount: 1, isLiked: true } });
    expect((await call(t.app, 'PUT', `/api/comments/${commentId}/like`, fans[0]?.cookie)).body.likeCount).toBe(1);
    expect((await call(t.app, 'PUT', `/api/comments/${commentId}/like`, fans[1]?.cookie)).body.likeCount).toBe(2);
    // One's own like counts and tells nobody.
    expect((await call(t.app, 'PUT', `/api/comments/${commentId}/like`, writer.cookie)).body.likeCount).toBe(3);

    const notices = (
      (await call(t.app, 'GET', '/api/notifications', writer.cookie)).body.notifications as Notification[]
    ).filter((n) => n.type === 'comment_liked');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ count: 2, commentId, postId, actor: { name: '좋아요2' } });

    const seen = await detail(postId, fans[0]?.cookie ?? null);
    expect(seen.comments.find((c) => c.commentId === commentId)).toMatchObject({ likeCount: 3, isLiked: true });
    const guest = await detail(postId, null);
    expect(guest.comments.find((c) => c.commentId === commentId)?.isLiked).toBeUndefined();

    const unliked = await call(t.app, 'DELETE', `/api/comments/${commentId}/like`, fans[0]?.cookie);
    expect(unliked.body).toMatchObject({ likeCount: 2, isLiked: false });
    expect((await call(t.app, 'DELETE', `/api/comments/${commentId}/like`, fans[0]?.cookie)).body.likeCount).toBe(2);
  });

  it('answers bestComments: up to three with at least three likes, most liked first', async () => {
    const author = await signUpUser(t.app, '베스트글쓴이');
    const likers = [];
    for (let i = 0; i < 5; i += 1) likers.push(await signUpUser(t.app, `베스트팬${i}`));
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const likes = [3, 5, 2, 4, 4];
    const ids: number[] = [];
    for (const [i, n] of likes.entries()) {
      const { commentId } = await comment(t.app, postId, author.cookie, `댓글 ${i}`);
      ids.push(commentId);
      for (const liker of likers.slice(0, n)) await call(t.app, 'PUT', `/api/comments/${commentId}/like`, liker.cookie);
    }
    const { bestComments, comments } = await detail(postId, null);
    expect(bestComments.map((c) => [c.commentId, c.likeCount])).toEqual([
      [ids[1], 5],
      [ids[3], 4],
      [ids[4], 4],
    ]);
    expect(comments).toHaveLength(5);
    // A deleted comment is no longer 베스트.
    await call(t.app, 'DELETE', `/api/comments/${ids[1]}`, author.cookie);
    expect((await detail(postId, null)).bestComments.map((c) => c.commentId)).toEqual([ids[3], ids[4], ids[0]]);
  });

  it('refuses guests, unknown or deleted comments, comments on pending posts, bad ids', async () => {
    const author = await signUpUser(t.app, '대기글쓴이');
    const other = await signUpUser(t.app, '다른사람');
    const pending = await call(t.app, 'POST', '/api/posts/feed', author.cookie, {
      title: '대기',
      blocks: [{ id: '1', type: 'text', content: '대기 중인 글' }],
    });
    const pendingId = (pending.body.post as { postId: string }).postId;
    const { commentId } = await comment(t.app, pendingId, author.cookie, '내 대기 글에 단 댓글');

    expect((await call(t.app, 'PUT', `/api/comments/${commentId}/like`, null)).status).toBe(401);
    const hidden = await call(t.app, 'PUT', `/api/comments/${commentId}/like`, other.cookie);
    expect(hidden).toMatchObject({ status: 404, body: { error: '댓글을 찾을 수 없습니다.' } });
    expect((await call(t.app, 'PUT', '/api/comments/99999999/like', other.cookie)).status).toBe(404);
    expect((await call(t.app, 'PUT', '/api/comments/abc/like', other.cookie)).status).toBe(400);
    await call(t.app, 'DELETE', `/api/comments/${commentId}`, author.cookie);
    expect((await call(t.app, 'PUT', `/api/comments/${commentId}/like`, author.cookie)).status).toBe(404);
  });
});
