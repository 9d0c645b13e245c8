import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call, publishPost } from '../own-content/own-content-fixtures.ts';

/**
 * A profile's 받은 좋아요 is a stored per-member total (member_likes_received) that triggers keep
 * equal to the likes on the member's confirmed, live posts. Every way a post's likes or its
 * public state change is walked here, and after each step the stored total must equal the sum
 * read from the posts themselves.
 */
let t: TestApp;
let admin: { cookie: string };
let author: Awaited<ReturnType<typeof signUpUser>>;
const fans: Awaited<ReturnType<typeof signUpUser>>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  author = await signUpUser(t.app, '좋아요받는이');
  for (let i = 0; i < 3; i += 1) fans.push(await signUpUser(t.app, `응원하는이${i}`));
});
afterAll(async () => {
  await t.close();
});

const authorId = () => Number(author.userId.replace(/\D/g, ''));
const rowId = (postId: string) => Number(postId.replace(/\D/g, ''));

/** The stored total, the sum it stands for, and what the profile shows. */
async function totals() {
  const stored = await t.app.db
    .selectFrom('member_likes_received')
    .select('likes')
    .where('user_id', '=', authorId())
    .executeTakeFirst();
  const summed = await t.app.db
    .selectFrom('post')
    .select(sql<number>`coalesce(sum(like_count), 0)`.as('n'))
    .where('user_id', '=', authorId())
    .where('is_confirmed', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const profile = await call(t.app, 'GET', `/api/users/${author.userId}`);
  const shown = (profile.body.user as { stats: { likesReceived: number } }).stats.likesReceived;
  return { stored: stored?.likes ?? 0, summed: Number(summed.n), shown };
}

async function expectTotal(n: number) {
  expect(await totals()).toEqual({ stored: n, summed: n, shown: n });
}

const like = (postId: string, cookie: string, type: 'like' | 'dislike' = 'like') =>
  call(t.app, 'POST', `/api/posts/${postId}/like`, cookie, { type });

describe('likes received, stored per member', () => {
  it('follows likes, dislikes and their undoing', async () => {
    await expectTotal(0);
    const first = await publishPost(t.app, author.cookie, admin.cookie);
    const second = await publishPost(t.app, author.cookie, admin.cookie);
    for (const fan of fans) expect((await like(first, fan.cookie)).status).toBe(200);
    expect((await like(second, fans[0]!.cookie)).status).toBe(200);
    await expectTotal(4);
    // A like turned into a dislike, then a like taken back (the same request again).
    await like(first, fans[1]!.cookie, 'dislike');
    await expectTotal(3);
    await like(second, fans[0]!.cookie);
    await expectTotal(2);
  });

  it('counts only while a post is public: hide, restore, delete', async () => {
    const post = await publishPost(t.app, author.cookie, admin.cookie);
    const before = (await totals()).stored;
    await like(post, fans[0]!.cookie);
    await like(post, fans[2]!.cookie);
    await expectTotal(before + 2);

    expect(
      (await call(t.app, 'POST', '/api/admin/posts/hide', admin.cookie, { postId: post, reason: '확인 중' })).status,
    ).toBe(200);
    await expectTotal(before);
    expect((await call(t.app, 'POST', '/api/admin/posts/restore', admin.cookie, { postId: post })).status).toBe(200);
    await expectTotal(before + 2);
    expect((await call(t.app, 'DELETE', `/api/posts/${post}`, author.cookie)).status).toBe(200);
    await expectTotal(before);
  });

  it('holds for writes outside the app: rows inserted with likes, confirmed later, removed for good', async () => {
    const base = (await totals()).stored;
    const post = await publishPost(t.app, author.cookie, admin.cookie);
    // As the admin SQL tool or an import could: a pending post that already carries likes.
    await t.app.db
      .updateTable('post')
      .set({ is_confirmed: 0, like_count: 7 })
      .where('post_id', '=', rowId(post))
      .execute();
    await expectTotal(base);
    await t.app.db.updateTable('post').set({ is_confirmed: 1 }).where('post_id', '=', rowId(post)).execute();
    await expectTotal(base + 7);
    await t.app.db.deleteFrom('post_search').where('post_id', '=', rowId(post)).execute();
    await t.app.db.deleteFrom('post').where('post_id', '=', rowId(post)).execute();
    await expectTotal(base);
  });

  it('lets two members like each other’s posts at once without a deadlock or a lost count', async () => {
    const other = await signUpUser(t.app, '서로좋아요');
    const mine = await Promise.all([0, 1, 2, 3].map(() => publishPost(t.app, author.cookie, admin.cookie)));
    const theirs = await Promise.all([0, 1, 2, 3].map(() => publishPost(t.app, other.cookie, admin.cookie)));
    const base = (await totals()).stored;
    const answers = await Promise.all([
      ...mine.map((post) => like(post, other.cookie)),
      ...theirs.map((post) => like(post, author.cookie)),
      ...mine.map((post) => like(post, fans[1]!.cookie)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    await expectTotal(base + 8);
    const otherStored = await t.app.db
      .selectFrom('member_likes_received')
      .select('likes')
      .where('user_id', '=', Number(other.userId.replace(/\D/g, '')))
      .executeTakeFirstOrThrow();
    expect(otherStored.likes).toBe(4);
  });
});
