import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPostIds } from '../../src/modules/users/profile-repository.ts';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { insertPost } from '../posts/post-fixtures.ts';

/**
 * A profile's posts are read from post_user_feed_idx (migration 130) in feed order, without a
 * sort and without touching the table: the plan is checked on the engine under test, as the
 * home feed's indexes were (migrations 090/091).
 */
let t: TestApp;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await signUpUser(t.app)).numericId;
  for (let i = 0; i < 30; i += 1) await insertPost(t.app, userId, { confirmed: i % 5 !== 0, deleted: i % 7 === 0 });
});
afterAll(async () => {
  await t.close();
});

async function plan(query: { compile(): import('kysely').CompiledQuery }): Promise<string> {
  const compiled = query.compile();
  if (t.app.dialect === 'sqlite') {
    const explained = await t.app.db.executeQuery({ ...compiled, sql: `explain query plan ${compiled.sql}` });
    return (explained.rows as { detail: string }[]).map((row) => row.detail).join('\n');
  }
  // A few rows make a sequential scan cheapest; with it and sorting priced out, the planner
  // shows whether the index can give the order at all.
  return t.app.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_sort = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const explained = await trx.executeQuery({ ...compiled, sql: `explain ${compiled.sql}` });
    return (explained.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('profile posts index', () => {
  it('reads a page in order from the index alone, on page 1 and on deep pages', async () => {
    for (const offset of [0, 500]) {
      const text = await plan(userPostIds(t.app.db, userId, { offset, count: 11 }));
      console.info(`profile posts plan (${t.app.dialect}, offset ${offset}):\n${text}`);
      expect(text).toContain('post_user_feed_idx');
      if (t.app.dialect === 'sqlite') {
        expect(text).toMatch(/COVERING INDEX post_user_feed_idx/);
        expect(text).not.toMatch(/TEMP B-TREE/);
      } else {
        expect(text).toMatch(/Index Only Scan (Backward )?using post_user_feed_idx/);
        expect(text).not.toMatch(/\bSort\b/);
      }
    }
  });
});
