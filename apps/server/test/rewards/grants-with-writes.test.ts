import type { RewardResult } from '@tubesphere/shared/contract/rewards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call, inboxOf } from '../notifications/fixtures.ts';
import { insertPost } from '../posts/post-fixtures.ts';

/**
 * What a like and a comment grant, on both engines alike. On PostgreSQL the common grant is made
 * inside the like's or the comment's one function call, and a grant that fills a bar is handed
 * to the TypeScript steps (docs/decisions/293-postgres-writes-one-call.md): both must answer as
 * SQLite's steps do, at the thresholds of packages/shared/src/domain/levels.ts.
 */
type Reward = RewardResult & { plant: NonNullable<RewardResult['plant']> };

let t: TestApp;
let author: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  t = await createTestApp();
  author = await signUpUser(t.app, '글쓴이');
});
afterAll(async () => {
  await t.close();
});

const likeOf = async (cookie: string) => {
  const postId = await insertPost(t.app, author.numericId);
  const response = await call(t.app, 'POST', `/api/posts/post${postId}/like`, cookie, { type: 'like' });
  expect(response.status, response.raw).toBe(200);
  return response.body.reward as Reward;
};
const commentOn = async (cookie: string, content: string, parentCommentId: number | null = null, postId?: number) => {
  const id = postId ?? (await insertPost(t.app, author.numericId));
  const response = await call(t.app, 'POST', `/api/posts/post${id}/comments`, cookie, { content, parentCommentId });
  expect(response.status, response.raw).toBe(201);
  return response.body as { reward: Reward; comment: { commentId: number; parentCommentId: number } };
};

/** A member whose companion and plant exist (their first grant made them). */
async function memberWithCompanion(name: string) {
  const member = await signUpUser(t.app, name);
  await likeOf(member.cookie);
  return member;
}
const setProgress = async (userId: number, values: { user?: number; companion?: number; plant?: number }) => {
  if (values.user !== undefined)
    await t.app.db.updateTable('user').set({ experience: values.user }).where('user_id', '=', userId).execute();
  if (values.companion !== undefined)
    await t.app.db
      .updateTable('character')
      .set({ experience: values.companion })
      .where('user_id', '=', userId)
      .execute();
  if (values.plant !== undefined)
    await t.app.db.updateTable('plant').set({ experience: values.plant }).where('user_id', '=', userId).execute();
};

describe('grants made with a like or a comment', () => {
  it('adds the rule’s amounts to the member, the companion and the plant', async () => {
    const member = await memberWithCompanion('보통회원');
    const before = await likeOf(member.cookie);
    const after = await likeOf(member.cookie);
    expect(after).toMatchObject({
      granted: true,
      experience: 10,
      waterDrops: 1,
      user: { level: 1, experience: before.user.experience + 10, levelUps: 0 },
      companion: {
        newLevel: 1,
        newExperience: before.companion.newExperience + 5,
        levelUps: 0,
        unlockedParts: [],
        statUpdates: { sociability: before.companion.statUpdates.sociability + 1 },
      },
      plant: { level: 1, experience: before.plant.experience + 2, maxExperience: 100 },
    });
    const commented = await commentOn(member.cookie, '좋은 영상이네요');
    expect(commented.reward).toMatchObject({
      granted: true,
      experience: 20,
      user: { experience: after.user.experience + 20, water_drops: after.user.water_drops + 2 },
      companion: {
        newExperience: after.companion.newExperience + 10,
        statUpdates: {
          sociability: after.companion.statUpdates.sociability + 1,
          influence: after.companion.statUpdates.influence + 1,
        },
      },
      plant: { experience: after.plant.experience + 5 },
    });
  });

  it('levels the member up at level*1000', async () => {
    const member = await memberWithCompanion('레벨업회원');
    await setProgress(member.numericId, { user: 995 });
    expect(await likeOf(member.cookie)).toMatchObject({ user: { level: 2, experience: 0, levelUps: 1 } });
    await setProgress(member.numericId, { user: 1990 });
    expect((await commentOn(member.cookie, '레벨업 댓글')).reward).toMatchObject({
      user: { level: 3, experience: 0, levelUps: 1 },
    });
  });

  it('levels the companion up, carrying the rest over, and tells the member', async () => {
    const member = await memberWithCompanion('컴패니언회원');
    await setProgress(member.numericId, { companion: 98 });
    expect(await likeOf(member.cookie)).toMatchObject({
      companion: { newLevel: 2, newExperience: 3, levelUps: 1 },
    });
    expect(await inboxOf(t.app, member.cookie, 'level_up')).toHaveLength(1);
  });

  it('grows the plant a level with a bar 1.5 times as long', async () => {
    const member = await memberWithCompanion('화분회원');
    await setProgress(member.numericId, { plant: 99 });
    expect(await likeOf(member.cookie)).toMatchObject({ plant: { level: 2, experience: 1, maxExperience: 150 } });
  });

  it('makes the companion and the plant with a member’s first grant', async () => {
    const member = await signUpUser(t.app, '첫댓글회원');
    const first = await commentOn(member.cookie, '첫 댓글');
    expect(first.reward).toMatchObject({ granted: true, companion: { newLevel: 1 }, plant: { level: 1 } });
  });
});

describe('reply notifications of a comment', () => {
  it('tells the replied-to post author once, as a comment when replies are off', async () => {
    const writer = await signUpUser(t.app, '답글주인');
    const replier = await signUpUser(t.app, '답글러');
    const postId = await insertPost(t.app, writer.numericId);
    const top = await commentOn(writer.cookie, '내 글에 내 댓글', null, postId);
    const reply = await commentOn(replier.cookie, '답글입니다', top.comment.commentId, postId);
    expect(reply.comment.parentCommentId).toBe(top.comment.commentId);
    expect(await inboxOf(t.app, writer.cookie, 'reply')).toHaveLength(1);
    expect(await inboxOf(t.app, writer.cookie, 'comment')).toHaveLength(0);

    await call(t.app, 'PUT', '/api/notifications/preferences', writer.cookie, { preferences: { reply: false } });
    // A reply to the reply hangs under the same top-level comment.
    const deeper = await commentOn(replier.cookie, '또 답글', top.comment.commentId, postId);
    expect(deeper.comment.parentCommentId).toBe(top.comment.commentId);
    expect(await inboxOf(t.app, writer.cookie, 'reply')).toHaveLength(1);
    expect(await inboxOf(t.app, writer.cookie, 'comment')).toHaveLength(1);
  });

  it('tells the replied-to member and the post author each their own', async () => {
    const owner = await signUpUser(t.app, '글주인');
    const first = await signUpUser(t.app, '첫댓글러');
    const second = await signUpUser(t.app, '두번째댓글러');
    const postId = await insertPost(t.app, owner.numericId);
    const top = await commentOn(first.cookie, '첫 댓글이에요', null, postId);
    const reply = await commentOn(second.cookie, '답글이에요', top.comment.commentId, postId);
    expect(await inboxOf(t.app, first.cookie, 'reply')).toMatchObject([{ commentId: reply.comment.commentId }]);
    expect((await inboxOf(t.app, owner.cookie, 'comment')).map((n) => n.commentId)).toEqual([
      reply.comment.commentId,
      top.comment.commentId,
    ]);
  });
});
