import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedPositions } from '../../src/modules/posts/feed-positions.ts';
import {
  confirmedInOrder,
  type FeedOrder,
  type FeedScope,
  findConfirmedRecords,
} from '../../src/modules/posts/repository.ts';
import { ReadCache } from '../../src/plugins/app/read-cache.ts';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

/**
 * Sphere and category feeds (migration 120): deep pages by keyset equal counting from the top,
 * and each scope's page is read from its own index in feed order (the plan says so).
 */
let t: TestApp;
let sphereId: number;
const HOUR = 3_600_000;
const TIMINGS = ['commute', 'break', 'drinking'];
const CONTENTS = ['asmr', 'news', 'humor', 'gaming'];

beforeAll(async () => {
  t = await createTestApp();
  const user = await signUpUser(t.app);
  const spheres = await t.app.db.selectFrom('sphere').select('sphere_id').orderBy('sphere_id').execute();
  sphereId = spheres[0]?.sphere_id as number;
  const base = Date.parse('2030-06-01T00:00:00Z');
  for (let i = 0; i < 60; i += 1) {
    // Some share a timestamp, so post_id has to break ties; engagement varies for 인기.
    const at = new Date(base + Math.floor(i / 3) * HOUR).toISOString();
    await t.app.db
      .insertInto('post')
      .values({
        user_id: user.numericId,
        title: `글 ${i}`,
        content: '본문',
        blocks_json: '[]',
        sphere_id: i % 2 === 0 ? sphereId : (spheres[i % spheres.length]?.sphere_id ?? null),
        categories_json:
          i % 5 === 4 ? null : JSON.stringify({ timing: [TIMINGS[i % 3]], content: [CONTENTS[i % 4], 'asmr'] }),
        is_confirmed: i === 8 ? 0 : 1,
        is_pinned: i === 4 || i === 42 ? 1 : 0,
        like_count: (i * 37) % 23,
        dislike_count: i % 5,
        comment_count: (i * 11) % 7,
        created_at: at,
        updated_at: at,
        deleted_at: i === 14 ? at : null,
      })
      .execute();
  }
  if (t.app.dialect === 'postgres') await sql`analyze post`.execute(t.app.db);
  else await sql`analyze`.execute(t.app.db);
});
afterAll(async () => {
  await t.close();
});

const SCOPES: [string, () => FeedScope][] = [
  ['a sphere', () => ({ sphereId })],
  ['a timing category', () => ({ timing: 'commute' })],
  ['a content category', () => ({ content: 'news' })],
  ['both categories', () => ({ timing: 'break', content: 'asmr' })],
];

const ids = async (order: FeedOrder, window: Parameters<typeof findConfirmedRecords>[3]) =>
  (await findConfirmedRecords(t.app.db, order, null, window)).map((r) => r.post_id);

describe('deep pages of a scoped feed', () => {
  for (const [label, scope] of SCOPES) {
    for (const sort of ['new', 'hot'] as const) {
      it(`equal OFFSET for every page: ${label}, ${sort}`, async () => {
        const order: FeedOrder = { sort, period: 'week', dialect: t.app.dialect, scope: scope() };
        const positions = new FeedPositions(t.app.db, new ReadCache(60_000), 4);
        const all = await ids(order, { from: null, offset: 0, count: 100 });
        expect(all.length).toBeGreaterThan(6);
        for (let offset = 0; offset < all.length + 2; offset += 1) {
          const start = await positions.locate(order, offset);
          const byKeyset = start ? await ids(order, { ...start, count: 3 }) : [];
          expect(byKeyset, `offset ${offset}`).toEqual(all.slice(offset, offset + 3));
        }
      });
    }
  }

  it('keeps the marks of different scopes apart', async () => {
    const positions = new FeedPositions(t.app.db, new ReadCache(60_000), 4);
    const sphere: FeedOrder = { sort: 'new', period: 'week', dialect: t.app.dialect, scope: { sphereId } };
    const news: FeedOrder = { sort: 'new', period: 'week', dialect: t.app.dialect, scope: { content: 'news' } };
    const a = await positions.locate(sphere, 8);
    const b = await positions.locate(news, 8);
    expect(a?.from).not.toEqual(b?.from);
    expect(await ids(news, { ...(b as NonNullable<typeof b>), count: 2 })).toEqual(
      (await ids(news, { from: null, offset: 0, count: 100 })).slice(8, 10),
    );
  });
});

/** The plan of the page-ids query: which index, and whether rows are sorted after reading. */
async function plan(order: FeedOrder, withKey: boolean): Promise<string> {
  const from = withKey
    ? order.sort === 'hot'
      ? [0, 100, '2030-06-02T00:00:00.000Z', 30]
      : [0, '2030-06-02T00:00:00.000Z', 30]
    : null;
  const compiled = confirmedInOrder(t.app.db, order, from).select('post.post_id').limit(10).compile();
  if (t.app.dialect === 'sqlite') {
    const result = await t.app.db.executeQuery(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    return (result.rows as { detail: string }[]).map((r) => r.detail).join('\n');
  }
  // A handful of rows: PostgreSQL would rightly scan the table. Forbid that, and sorting, to see
  // whether the index can deliver the order by itself.
  return t.app.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_sort = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const result = await trx.executeQuery(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
    return (result.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('each scope reads its own index in feed order', () => {
  const cases: [string, () => FeedScope, 'new' | 'hot', string][] = [
    ['a sphere, 최신', () => ({ sphereId }), 'new', 'post_sphere_feed_idx'],
    ['a sphere, 인기', () => ({ sphereId }), 'hot', 'post_sphere_hot_idx'],
    ['a timing category, 최신', () => ({ timing: 'commute' }), 'new', 'post_timing_commute_feed_idx'],
    ['a timing category, 인기', () => ({ timing: 'commute' }), 'hot', 'post_timing_commute_hot_idx'],
    ['a content category, 최신', () => ({ content: 'gaming' }), 'new', 'post_content_gaming_feed_idx'],
    ['a content category, 인기', () => ({ content: 'gaming' }), 'hot', 'post_content_gaming_hot_idx'],
  ];
  for (const [label, scope, sort, index] of cases) {
    it(`${label} → ${index}`, async () => {
      const order: FeedOrder = { sort, period: 'week', dialect: t.app.dialect, scope: scope() };
      for (const withKey of [false, true]) {
        const text = await plan(order, withKey);
        expect(text, text).toContain(index);
        // Index-only: no row of the table is read to find a page.
        expect(text, text).toMatch(/COVERING INDEX|Index Only Scan/);
        expect(text, text).not.toMatch(/TEMP B-TREE|Sort/);
      }
    });
  }
});
