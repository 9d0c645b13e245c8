import { ADMIN_QUERY_LIMITS, ADMIN_QUERY_MESSAGES } from '@tubesphere/shared/contract/admin-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, TEST_ADMIN, type TestApp, testDialect } from '../helpers/test-app.ts';
import { sqlRunAudits } from './audit-fixtures.ts';

/** What the SQL tool sends back: about 5 MB at most, exact integers, no password or token hashes. */
const pg = testDialect() === 'postgres';
let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const run = (query: string, mode?: 'read' | 'write') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/query',
    payload: { query, adminKey: TEST_ADMIN.key, mode },
    headers: { cookie: admin.cookie },
  });

/** `n` characters of text, in each engine's words. */
const text = (n: number) => (pg ? `repeat('x', ${n})` : `substr(replace(hex(zeroblob(${n})), '0', 'x'), 1, ${n})`);
const numbers = (n: number) => `WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ${n})`;

describe(`the SQL tool's answer on ${testDialect()}`, () => {
  it('cuts the answer at about 5 MB and says so, and cuts single values at 64 KiB', async () => {
    // 1,000 rows of 20 KB: 20 MB before the cut.
    const response = await run(`${numbers(1000)} SELECT x, ${text(20_000)} AS filler FROM n`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ type: 'select', truncated: true, truncatedBy: 'bytes', cellsCut: false });
    expect(body.rowCount).toBeGreaterThan(200);
    expect(body.rowCount).toBeLessThan(1000);
    expect(body.data[body.rowCount - 1].x).toBe(body.rowCount);
    expect(Buffer.byteLength(response.body)).toBeLessThan(ADMIN_QUERY_LIMITS.maxResultBytes + 64 * 1024);
    expect((await sqlRunAudits(t.app)).at(-1)).toMatchObject({ outcome: 'ok', rowCount: body.rowCount });

    const long = (await run(`SELECT ${text(100_000)} AS long_text`)).json();
    expect(long).toMatchObject({ truncated: false, cellsCut: true });
    expect(long.data[0].long_text).toHaveLength(ADMIN_QUERY_LIMITS.maxCellChars + 1);
    expect(long.data[0].long_text.endsWith('…')).toBe(true);
  });

  it('keeps integers beyond 2^53 exact, as text', async () => {
    const literal = (
      await run('SELECT 9007199254740993 AS big, -9007199254740993 AS neg, 9007199254740991 AS safe')
    ).json();
    expect(literal.data).toEqual([{ big: '9007199254740993', neg: '-9007199254740993', safe: 9007199254740991 }]);

    const insert = await run(
      "INSERT INTO youtube_channels (channel_id, title, subscriber_count, view_count, updated_at) VALUES ('UCbig', '큰 채널', 1, 9223372036854775807, '2024-01-01')",
      'write',
    );
    expect(insert.json()).toMatchObject({ type: 'modification', changes: 1 });
    const stored = (
      await run("SELECT view_count, subscriber_count FROM youtube_channels WHERE channel_id = 'UCbig'")
    ).json();
    expect(stored.data).toEqual([{ view_count: '9223372036854775807', subscriber_count: 1 }]);
    const sum = (await run("SELECT count(*) AS n FROM youtube_channels WHERE channel_id = 'UCbig'")).json();
    expect(sum.data).toEqual([{ n: 1 }]);
  });

  it('withholds password and session-token hashes, however they are selected', async () => {
    const all = (await run('SELECT * FROM "user" ORDER BY user_id LIMIT 3')).json();
    expect(all.redactedColumns).toEqual(['password_hash']);
    expect(all.columns).toContain('password_hash');
    for (const row of all.data) {
      expect(row.password_hash).toBeNull();
      expect(row.email).toMatch(/@/);
    }
    const renamed = (await run('SELECT user_id, password_hash AS h FROM "user" LIMIT 1')).json();
    expect(renamed.redactedColumns).toEqual(['h']);
    expect(renamed.data[0].h).toBeNull();

    const sessions = (
      await run(
        'SELECT s.token_hash, s.token_hash AS t, u.user_name FROM session s JOIN "user" u ON u.user_id = s.user_id',
      )
    ).json();
    expect(sessions.rowCount).toBeGreaterThan(0);
    expect(sessions.redactedColumns).toEqual(['token_hash', 't']);
    for (const row of sessions.data) expect([row.token_hash, row.t]).toEqual([null, null]);

    // A write that so much as names a hash column is refused before it runs (sign-in data is
    // never written through the tool), so no write can hand one back through RETURNING either.
    const returning = await run(
      'UPDATE "user" SET updated_at = updated_at WHERE user_id = 1 RETURNING user_id, password_hash',
      'write',
    );
    expect(returning.statusCode).toBeGreaterThanOrEqual(400);
    expect(returning.statusCode).toBeLessThan(500);
    expect(returning.json().error).toContain('비밀번호·세션 해시');
  });

  it('runs at most two statements at a time per admin; the third gets 429', async () => {
    const slow = pg ? 'SELECT pg_sleep(1.5) IS NULL AS slept' : `${numbers(300_000)} SELECT count(*) AS n FROM n`;
    const responses = await Promise.all([run(slow), run(slow), run(slow)]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429]);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.json()).toEqual({ error: ADMIN_QUERY_MESSAGES.tooManyRuns });
    expect((await sqlRunAudits(t.app)).filter((a) => a.error === ADMIN_QUERY_MESSAGES.tooManyRuns)).toHaveLength(1);
    // Finished runs free their slots.
    expect((await run('SELECT 1 AS one')).statusCode).toBe(200);
  });
});
