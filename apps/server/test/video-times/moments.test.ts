import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let author: Awaited<ReturnType<typeof signUpUser>>;
let viewer: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  t = await createTestApp();
  author = await signUpUser(t.app, '장면작가');
  viewer = await signUpUser(t.app, '장면관객');
});
afterAll(async () => {
  await t.close();
});

const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';

async function newPost(blocks: object[], confirmed = true) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/posts/feed',
    headers: { cookie: author.cookie },
    payload: { title: '장면 토론', blocks },
  });
  expect(response.statusCode, response.body).toBe(201);
  const postId = response.json().post.postId as string;
  if (confirmed) {
    await t.app.db
      .updateTable('post')
      .set({ is_confirmed: 1 })
      .where('post_id', '=', Number(postId.slice(4)))
      .execute();
  }
  return postId;
}

const comment = (postId: string, payload: object, cookie = viewer.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/posts/${postId}/comments`, headers: { cookie }, payload });

const moments = (postId: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/posts/${postId}/moments`, headers: cookie ? { cookie } : {} });

describe('지금 장면에 댓글: videoSeconds on comments', () => {
  it('stores the second with the comment and carries it on the wire and in the thread', async () => {
    const postId = await newPost([{ id: '1', type: 'video', url: VIDEO }]);
    const created = await comment(postId, { content: '여기 미쳤다', videoSeconds: 205 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().comment).toMatchObject({ content: '여기 미쳤다', videoSeconds: 205 });
    const plain = await comment(postId, { content: '그냥 댓글' });
    expect(plain.json().comment.videoSeconds).toBeNull();

    const detail = (await t.app.inject({ method: 'GET', url: `/api/posts/${postId}/detail` })).json();
    expect(detail.comments.map((c: { videoSeconds: number | null }) => c.videoSeconds)).toEqual([205, null]);
    const row = await t.app.db
      .selectFrom('comment')
      .select('video_seconds')
      .where('comment_id', '=', created.json().comment.commentId)
      .executeTakeFirstOrThrow();
    expect(row.video_seconds).toBe(205);
  });

  it('refuses a second on a post without a YouTube video, and seconds that are not a time, writing nothing', async () => {
    const textOnly = await newPost([{ id: '1', type: 'text', content: '영상 없음' }]);
    const noVideo = await comment(textOnly, { content: '장면?', videoSeconds: 10 });
    expect(noVideo.statusCode).toBe(400);
    expect(noVideo.json().error).toBe('영상이 있는 게시글에만 장면을 남길 수 있습니다.');

    const withVideo = await newPost([{ id: '1', type: 'video', url: VIDEO }]);
    for (const videoSeconds of [-1, 2.5, '3:25', 86_401]) {
      const bad = await comment(withVideo, { content: '이상한 장면', videoSeconds });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/[가-힣]/);
    }
    const count = await t.app.db
      .selectFrom('comment')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('post_id', 'in', [Number(textOnly.slice(4)), Number(withVideo.slice(4))])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('GET /api/posts/{postId}/moments', () => {
  it('groups timestamped comments and timestamps in the post and comments by 10 seconds', async () => {
    const postId = await newPost([
      { id: '1', type: 'video', url: VIDEO },
      { id: '2', type: 'text', content: '1:30부터 보세요' },
    ]);
    const first = (await comment(postId, { content: '여기', videoSeconds: 205 })).json().comment.commentId;
    const second = (await comment(postId, { content: '3:29 이 장면 3분 25초' })).json().comment.commentId;
    await comment(postId, { content: '시간 없는 댓글' });
    const hidden = (await comment(postId, { content: '0:05 숨길 댓글' })).json().comment.commentId;
    await t.app.db.updateTable('comment').set({ like_count: 4 }).where('comment_id', '=', second).execute();
    await t.app.db
      .updateTable('comment')
      .set({ hidden_at: new Date().toISOString() })
      .where('comment_id', '=', hidden)
      .execute();

    const response = await moments(postId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      moments: [
        { seconds: 90, count: 1, commentId: null },
        { seconds: 200, count: 2, commentId: second },
      ],
    });
    expect(first).toBeLessThan(second);
  });

  it('is empty for a post without a YouTube video', async () => {
    const postId = await newPost([{ id: '1', type: 'text', content: '3:25 글만 있음' }]);
    expect((await moments(postId)).json()).toEqual({ moments: [] });
  });

  it('answers 404 for unknown posts and other people’s pending posts, 400 for a bad id', async () => {
    expect((await moments('post999999')).statusCode).toBe(404);
    expect((await moments('not-a-post')).statusCode).toBe(400);
    const pending = await newPost([{ id: '1', type: 'video', url: VIDEO }], false);
    expect((await moments(pending)).statusCode).toBe(404);
    expect((await moments(pending, viewer.cookie)).statusCode).toBe(404);
    expect((await moments(pending, author.cookie)).statusCode).toBe(200);
  });
});
