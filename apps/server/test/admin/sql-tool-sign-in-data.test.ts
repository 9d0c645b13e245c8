import { ADMIN_QUERY_LIMITS, ADMIN_QUERY_MESSAGES } from '@tubesphere/shared/contract/admin-query';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protectSignInData } from '../../src/db/migrations/180-sql-tool-sign-in-data.ts';
import { runnerFor } from '../../src/modules/admin/query/service.ts';
import type { SqlRunOptions } from '../../src/modules/admin/query/sql-result.ts';
import { createTestApp, signInAdmin, signUpUser, TEST_ADMIN, type TestApp, testDialect } from '../helpers/test-app.ts';
import { sqlRunAudits } from './audit-fixtures.ts';

/**
 * The SQL tool cannot make anyone more powerful or sign in as anyone: write mode is the owner's
 * (level 2) alone, and in every mode the columns that grant power or sign in — admin levels,
 * password and session hashes — and the tables that are a way in (linked logins, second factors,
 * matched by name) are never written, by the classifier's refusal and by the engine itself.
 */
const pg = testDialect() === 'postgres';
let t: TestApp;
let owner: { cookie: string; userId: string };
let deputy: Awaited<ReturnType<typeof signUpUser>>;
let member: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAdmin(t.app);
  deputy = await signUpUser(t.app, '부관리');
  member = await signUpUser(t.app, '회원');
  const promoted = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${deputy.userId}/admin-level`,
    headers: { cookie: owner.cookie },
    payload: { adminLevel: 1 },
  });
  expect(promoted.statusCode, promoted.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const run = (cookie: string, query: string, mode: 'read' | 'write') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/query',
    payload: { query, adminKey: TEST_ADMIN.key, mode },
    headers: { cookie },
  });

/** Straight to the engine, as if the classifier had let the statement through. */
const engine = (statement: string) => {
  const options: SqlRunOptions = {
    mode: 'write',
    maxRows: 1000,
    maxBytes: ADMIN_QUERY_LIMITS.maxResultBytes,
    maxCellChars: ADMIN_QUERY_LIMITS.maxCellChars,
    timeoutMs: 5000,
  };
  const keyword = /^\s*\(?\s*([a-z]+)/i.exec(statement)?.[1]?.toLowerCase() ?? '';
  return runnerFor(t.config.database)(statement, keyword, options);
};
const refusedByEngine = pg ? { code: '42501' } : { name: 'SqlRefusedError', reason: 'signIn' };

const userRow = (id: string) =>
  t.app.db
    .selectFrom('user')
    .select(['admin_level', 'password_hash', 'user_name'])
    .where('user_id', '=', Number(id.slice(4)))
    .executeTakeFirstOrThrow();

describe(`the SQL tool and the data that grants power or signs in, on ${testDialect()}`, () => {
  it('keeps write mode for level-2 admins: a level-1 admin is refused and the refusal audited', async () => {
    const response = await run(
      deputy.cookie,
      `UPDATE "user" SET admin_level = 2 WHERE user_id = ${deputy.numericId}`,
      'write',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: ADMIN_QUERY_MESSAGES.writeLevel });
    const harmless = await run(deputy.cookie, "UPDATE sphere SET description = '설명' WHERE sphere_id = 1", 'write');
    expect(harmless.statusCode).toBe(403);
    expect((await userRow(deputy.userId)).admin_level).toBe(1);
    expect((await sqlRunAudits(t.app)).at(-1)).toMatchObject({ mode: 'write', outcome: 'refused' });
    // Reading stays theirs.
    const read = await run(deputy.cookie, 'SELECT count(*) AS n FROM "user"', 'read');
    expect(read.statusCode, read.body).toBe(200);
  });

  it('never writes admin levels or password hashes, even for the owner, and the engine refuses too', async () => {
    const before = await userRow(member.userId);
    const ownerId = Number(owner.userId.slice(4));
    const attempts = [
      `UPDATE "user" SET admin_level = 2 WHERE user_id = ${member.numericId}`,
      `UPDATE "user" SET admin_level = 0 WHERE user_id = ${ownerId}`,
      `UPDATE "user" SET password_hash = (SELECT password_hash FROM "user" WHERE user_id = ${ownerId}) WHERE user_id = ${member.numericId}`,
    ];
    for (const statement of attempts) {
      const response = await run(owner.cookie, statement, 'write');
      expect(response.statusCode, statement).toBe(400);
      expect(response.json()).toEqual({ error: ADMIN_QUERY_MESSAGES.signIn });
      await expect(engine(statement), statement).rejects.toMatchObject(refusedByEngine);
    }
    // A statement that names neither column still may not write them: an INSERT fills every column.
    const copy = `INSERT INTO "user" (email, user_name, password_hash, admin_level, created_at)
      SELECT 'copy@test.kr', '복제', password_hash, admin_level, created_at FROM "user" WHERE user_id = ${ownerId}`;
    await expect(engine(copy)).rejects.toMatchObject(refusedByEngine);
    const after = await userRow(member.userId);
    expect(after).toEqual(before);
    expect((await userRow(owner.userId)).admin_level).toBe(2);
    // The member's other columns stay the owner's to change.
    const renamed = await run(
      owner.cookie,
      `UPDATE "user" SET user_name = '새이름' WHERE user_id = ${member.numericId}`,
      'write',
    );
    expect(renamed.json()).toMatchObject({ type: 'modification', changes: 1 });
    expect((await engine(`UPDATE "user" SET bio = '소개' WHERE user_id = ${member.numericId}`)).kind).toBe('changes');
  });

  it('covers linked-login and second-factor tables and secret columns that appear later, by name', async () => {
    // `user_two_factor` is migration 250's; the other as a later migration would add it. On
    // PostgreSQL the next start closes them (db/prepare.ts).
    await sql`create table member_device (device_id integer primary key, label text, totp_secret text)`.execute(
      t.app.db,
    );
    await sql`insert into member_device (device_id, label, totp_secret) values (1, 'phone', 'abc')`.execute(t.app.db);
    await protectSignInData(t.app.db, t.app.dialect);

    for (const statement of [
      `INSERT INTO user_two_factor (user_id, secret, enabled_at, created_at) VALUES (${member.numericId}, 'AAAA', '2026-01-01', '2026-01-01')`,
      "UPDATE member_device SET totp_secret = 'mine' WHERE device_id = 1",
    ]) {
      const response = await run(owner.cookie, statement, 'write');
      expect(response.json(), statement).toEqual({ error: ADMIN_QUERY_MESSAGES.signIn });
      await expect(engine(statement), statement).rejects.toMatchObject(refusedByEngine);
    }
    // A delete too: the engine refuses it past the classifier.
    await expect(engine('DELETE FROM user_two_factor WHERE user_id > 0')).rejects.toMatchObject(refusedByEngine);
    expect((await engine("UPDATE member_device SET label = 'tablet' WHERE device_id = 1")).kind).toBe('changes');
    const read = await run(owner.cookie, 'SELECT count(*) AS n FROM user_two_factor', 'read');
    expect(read.statusCode, read.body).toBe(200);
  });
});
