import { randomBytes } from 'node:crypto';
import { ADMIN_QUERY_MESSAGES } from '@tubesphere/shared/contract/admin-query';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connection.ts';
import { SQL_TOOL_ROLE } from '../../src/db/migrations/111-sql-tool-role.ts';
import { migrateToLatest } from '../../src/db/migrations/index.ts';
import { runnerFor } from '../../src/modules/admin/query/service.ts';
import { createTestApp, signInAdmin, TEST_ADMIN, type TestApp, testDialect } from '../helpers/test-app.ts';

/**
 * The SQL tool's PostgreSQL role (migration 111, docs/decisions/060-sql-tool-sandbox.md) when
 * DATABASE_URL is not a superuser, and when many schemas of one cluster migrate at once.
 * Roles exist only on PostgreSQL: scripts/run-api-tests.mjs leaves this file out of the SQLite pass.
 */
const onPostgres = testDialect() === 'postgres';
const superUrl = () => process.env.TEST_DATABASE_URL as string;

async function asSuperuser<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: superUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A login role for the app, and an app (own schema, owned by that role) connecting as it. */
async function appAs(attributes: string): Promise<{ t: TestApp; cookie: string; role: string }> {
  const role = `ts_app_${randomBytes(4).toString('hex')}`;
  await asSuperuser((client) => client.query(`create role ${role} login nosuperuser ${attributes}`));
  const t = await createTestApp({ seedDemo: true, postgresUser: role });
  cleanups.push(async () => {
    await t.close();
    await asSuperuser(async (client) => {
      await client.query(`drop owned by ${role} cascade`);
      await client.query(`drop role ${role}`);
    });
  });
  return { t, cookie: (await signInAdmin(t.app)).cookie, role };
}

const runAs = (t: TestApp, cookie: string, query: string, mode?: 'read' | 'write') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/query',
    payload: { query, adminKey: TEST_ADMIN.key, mode },
    headers: { cookie },
  });

describe.skipIf(!onPostgres)("the SQL tool's role when DATABASE_URL is not a superuser (PostgreSQL only)", () => {
  it('without the right to create roles: reads run, writes are refused with a clear message', async () => {
    const { t, cookie } = await appAs('nocreaterole');
    const read = await runAs(t, cookie, 'SELECT count(*) AS n FROM sphere');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data[0].n).toBeGreaterThan(0);

    const write = await runAs(t, cookie, "UPDATE sphere SET name = 'x' WHERE sphere_id = 1", 'write');
    expect(write.statusCode).toBe(400);
    expect(write.json()).toEqual({ error: ADMIN_QUERY_MESSAGES.writeUnavailable });

    // The app's own role is no superuser: files stay out of reach.
    const file = await runAs(t, cookie, "SELECT pg_read_file('/etc/hostname')");
    expect(file.json().error).toMatch(/^SQL 도구에 허용되지 않은 작업입니다: permission denied/);
    // Reads run in a READ ONLY transaction: the audit table cannot change even past the classifier.
    const options = { mode: 'read' as const, maxRows: 10, maxBytes: 10_000, maxCellChars: 100, timeoutMs: 5000 };
    await expect(runnerFor(t.config.database)('DELETE FROM audit_log', 'delete', options)).rejects.toMatchObject({
      code: '25006',
    });
  });

  it('with the right to create roles: the app makes itself a member and write mode works', async () => {
    const { t, cookie, role } = await appAs('createrole');
    const write = await runAs(t, cookie, "UPDATE sphere SET name = '역할 테스트' WHERE sphere_id = 1", 'write');
    expect(write.json()).toMatchObject({ type: 'modification', changes: 1 });
    const member = await asSuperuser((client) =>
      client.query('select pg_has_role($1, $2, $3) as yes', [role, SQL_TOOL_ROLE, 'MEMBER']),
    );
    expect(member.rows[0].yes).toBe(true);

    const options = { mode: 'write' as const, maxRows: 10, maxBytes: 10_000, maxCellChars: 100, timeoutMs: 5000 };
    for (const sql of ['DELETE FROM audit_log', 'DROP TABLE audit_log', 'DELETE FROM kysely_migration']) {
      await expect(runnerFor(t.config.database)(sql, 'delete', options), sql).rejects.toMatchObject({ code: '42501' });
    }
  });

  it('gives each of many schemas migrating at once its own grants, without errors', async () => {
    const schemas = Array.from({ length: 4 }, () => `t_role_${randomBytes(4).toString('hex')}`);
    await asSuperuser(async (client) => {
      for (const schema of schemas) await client.query(`create schema ${schema}`);
    });
    cleanups.push(() =>
      asSuperuser(async (client) => {
        for (const schema of schemas) await client.query(`drop schema ${schema} cascade`);
      }),
    );
    await Promise.all(
      schemas.map(async (schema) => {
        const database = openDatabase({ kind: 'postgres', url: superUrl(), schema });
        try {
          await migrateToLatest(database.db, 'postgres');
        } finally {
          await database.close();
        }
      }),
    );
    const privileges = await asSuperuser((client) =>
      client.query(
        `select s as schema,
           has_table_privilege($1, s || '.sphere', 'UPDATE') as sphere_update,
           has_table_privilege($1, s || '.audit_log', 'SELECT') as audit_select,
           has_table_privilege($1, s || '.audit_log', 'INSERT') as audit_insert,
           has_table_privilege($1, s || '.kysely_migration', 'SELECT') as migrations_select
         from unnest($2::text[]) as s`,
        [SQL_TOOL_ROLE, schemas],
      ),
    );
    for (const row of privileges.rows) {
      expect(row).toMatchObject({
        sphere_update: true,
        audit_select: true,
        audit_insert: false,
        migrations_select: false,
      });
    }
  });
});
