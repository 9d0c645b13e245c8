import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';

/**
 * Races inside one process (issue 10 §4/§5), on both engines: what two tabs of one user, or many
 * users at once, do to the same rows. Found by the soak and the scale-out test on PostgreSQL —
 * a stale read of the user's reaction (double insert / double un-like) and a lock-order deadlock
 * between a user's own requests — and kept here as quick, deterministic checks.
 */

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await signInAdmin(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
});

async function confirmedPost(authorCookie: string, title: string): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/posts/feed',
    payload: { title, blocks: [{ id: 1, type: 'text', content: title }] },
    headers: { cookie: authorCookie },
  });
  const postId = created.json().post.postId as string;
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/posts/confirm',
    payload: { postId },
    headers: { cookie: adminCookie },
  });
  return postId;
}

async function counters(postId: string) {
  const id = Number(postId.slice(4));
  const post = await t.app.db
    .selectFrom('post')
    .select(['like_count', 'dislike_count', 'comment_count'])
    .where('post_id', '=', id)
    .executeTakeFirstOrThrow();
  const reactions = await t.app.db
    .selectFrom('post_reaction')
    .select('reaction_type')
    .where('post_id', '=', id)
    .execute();
  const comments = await t.app.db.selectFrom('comment').select('comment_id').where('post_id', '=', id).execute();
  return {
    counted: { likes: post.like_count, dislikes: post.dislike_count, comments: post.comment_count },
    rows: {
      likes: reactions.filter((r) => r.reaction_type === 'like').length,
      dislikes: reactions.filter((r) => r.reaction_type === 'dislike').length,
      comments: comments.length,
    },
  };
}

const like = (postId: string, cookie: string, type = 'like') =>
  t.app.inject({ method: 'POST', url: `/api/posts/${postId}/like`, payload: { type }, headers: { cookie } });

describe('concurrent writes to the same rows', () => {
  it('one user toggling a like 30 times at once ends as 30 toggles in a row would: not liked', async () => {
    const author = await signUpUser(t.app, '작성자');
    const fan = await signUpUser(t.app, '성급한팬');
    const postId = await confirmedPost(author.cookie, '연타 시험');
    const answers = await Promise.all(Array.from({ length: 30 }, () => like(postId, fan.cookie)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    // Every answer saw a different, consecutive state: 15 likes and 15 un-likes.
    expect(answers.filter((a) => a.json().isLiked).length).toBe(15);
    const { counted, rows } = await counters(postId);
    expect(counted).toEqual(rows);
    expect(rows.likes).toBe(0);
  });

  it('likes and dislikes of one user racing on one post keep the counters equal to the rows', async () => {
    const author = await signUpUser(t.app, '작성자2');
    const fan = await signUpUser(t.app, '변덕팬');
    const postId = await confirmedPost(author.cookie, '변덕 시험');
    const types = Array.from({ length: 24 }, (_, i) => (i % 3 === 0 ? 'dislike' : 'like'));
    const answers = await Promise.all(types.map((type) => like(postId, fan.cookie, type)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const { counted, rows } = await counters(postId);
    expect(counted).toEqual(rows);
    expect(rows.likes + rows.dislikes).toBeLessThanOrEqual(1);
  });

  it("one user's like, comments, new post, sphere join and daily reward at once: no deadlock, no 5xx", async () => {
    const author = await signUpUser(t.app, '작성자3');
    const busy = await signUpUser(t.app, '멀티탭');
    const first = await confirmedPost(author.cookie, '첫 글');
    const second = await confirmedPost(author.cookie, '둘째 글');
    const cookie = busy.cookie;
    const requests = [];
    for (let round = 0; round < 4; round += 1) {
      requests.push(
        like(round % 2 === 0 ? first : second, cookie),
        t.app.inject({
          method: 'POST',
          url: `/api/posts/${first}/comments`,
          payload: { content: `첫 글 댓글 ${round}` },
          headers: { cookie },
        }),
        t.app.inject({
          method: 'POST',
          url: `/api/posts/${second}/comments`,
          payload: { content: `둘째 글 댓글 ${round}` },
          headers: { cookie },
        }),
        t.app.inject({
          method: 'POST',
          url: '/api/posts/feed',
          payload: { title: `동시 글 ${round}`, blocks: [{ id: 1, type: 'text', content: '동시에' }] },
          headers: { cookie },
        }),
        t.app.inject({ method: 'POST', url: `/api/spheres/${round + 1}/join`, payload: {}, headers: { cookie } }),
        t.app.inject({
          method: 'POST',
          url: '/api/character/experience',
          payload: { actionType: 'daily_login' },
          headers: { cookie },
        }),
      );
    }
    const answers = await Promise.all(requests);
    const failed = answers.filter((a) => a.statusCode >= 300).map((a) => `${a.statusCode} ${a.body.slice(0, 160)}`);
    expect(failed).toEqual([]);
    for (const postId of [first, second]) {
      const { counted, rows } = await counters(postId);
      expect(counted).toEqual(rows);
      expect(rows.comments).toBe(4);
    }
    // The daily reward is paid once, however many tabs ask at the same moment.
    const daily = await t.app.db
      .selectFrom('reward_log')
      .select('reward_id')
      .where('user_id', '=', busy.numericId)
      .where('action_type', '=', 'daily_login')
      .execute();
    expect(daily).toHaveLength(1);
  });

  it('many users liking one post at once count exactly', async () => {
    const author = await signUpUser(t.app, '인기작가');
    const postId = await confirmedPost(author.cookie, '인기 글');
    const fans = [];
    for (let i = 0; i < 12; i += 1) fans.push(await signUpUser(t.app, `팬${i}`));
    const answers = await Promise.all(fans.map((fan) => like(postId, fan.cookie)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const { counted, rows } = await counters(postId);
    expect(counted).toEqual(rows);
    expect(rows.likes).toBe(fans.length);
  });
});
