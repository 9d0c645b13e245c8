import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedPositions } from '../../src/modules/posts/feed-positions.ts';
import { type FeedOrder, findConfirmedRecords } from '../../src/modules/posts/repository.ts';
import { ReadCache } from '../../src/plugins/app/read-cache.ts';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

/** Deep pages start from remembered keys (feed-positions.ts); they must equal counting from the top. */
let t: TestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  const user = await signUpUser(t.app);
  const base = Date.parse('2030-06-01T00:00:00Z');
  for (let i = 0; i < 40; i += 1) {
    // Some share a timestamp, so post_id has to break ties; engagement varies for 인기.
    const at = new Date(base + Math.floor(i / 3) * HOUR).toISOString();
    await t.app.db
      .insertInto('post')
      .values({
        user_id: user.numericId,
        title: `글 ${i}`,
        content: '본문',
        blocks_json: '[]',
        is_confirmed: i === 7 ? 0 : 1,
        is_pinned: i === 3 || i === 30 ? 1 : 0,
        like_count: (i * 37) % 23,
        dislike_count: i % 5,
        comment_count: (i * 11) % 7,
        created_at: at,
        updated_at: at,
        deleted_at: i === 12 ? at : null,
      })
      .execute();
  }
});
afterAll(async () => {
  await t.close();
});

const ids = async (order: FeedOrder, window: Parameters<typeof findConfirmedRecords>[3]) =>
  (await findConfirmedRecords(t.app.db, order, null, window)).map((r) => r.post_id);

describe('deep feed pages by keyset', () => {
  for (const sort of ['new', 'hot'] as const) {
    it(`gives the same rows as OFFSET for every page (${sort})`, async () => {
      const order: FeedOrder = { sort, period: 'week', dialect: t.app.dialect };
      const positions = new FeedPositions(t.app.db, new ReadCache(60_000), 4);
      for (let offset = 0; offset < 42; offset += 1) {
        const start = await positions.locate(order, offset);
        const byKeyset = start ? await ids(order, { ...start, count: 3 }) : [];
        expect(byKeyset, `offset ${offset}`).toEqual(await ids(order, { from: null, offset, count: 3 }));
      }
    });
  }

  it('starts afresh after a write empties the read cache', async () => {
    const order: FeedOrder = { sort: 'new', period: 'week', dialect: t.app.dialect };
    const cache = new ReadCache(60_000);
    const positions = new FeedPositions(t.app.db, cache, 4);
    await positions.locate(order, 20);
    const [first] = await ids(order, { from: null, offset: 0, count: 1 });
    await t.app.db
      .updateTable('post')
      .set({ deleted_at: new Date().toISOString() })
      .where('post_id', '=', first as number)
      .execute();
    cache.invalidate();
    const start = await positions.locate(order, 20);
    expect(await ids(order, { ...(start ?? { from: null, offset: 0 }), count: 5 })).toEqual(
      await ids(order, { from: null, offset: 20, count: 5 }),
    );
  });
});

describe('hot_score', () => {
  it('follows every counter change, through the triggers of migration 090', async () => {
    const row = await t.app.db.selectFrom('post').select(['post_id', 'created_at']).limit(1).executeTakeFirstOrThrow();
    const expected = (likes: number, dislikes: number, comments: number) =>
      Math.log10(Math.max(1, likes - dislikes + comments)) + Date.parse(row.created_at) / 1000 / 45000;
    const score = async () =>
      (
        await t.app.db
          .selectFrom('post')
          .select('hot_score')
          .where('post_id', '=', row.post_id)
          .executeTakeFirstOrThrow()
      ).hot_score;
    await t.app.db
      .updateTable('post')
      .set({ like_count: 120, dislike_count: 10, comment_count: 30 })
      .where('post_id', '=', row.post_id)
      .execute();
    expect(await score()).toBeCloseTo(expected(120, 10, 30), 6);
    await t.app.db.updateTable('post').set({ dislike_count: 500 }).where('post_id', '=', row.post_id).execute();
    expect(await score()).toBeCloseTo(expected(120, 500, 30), 6);
  });
});
