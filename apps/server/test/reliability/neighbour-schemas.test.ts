import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connection.ts';
import { migrateToLatest } from '../../src/db/migrations/index.ts';

/**
 * One PostgreSQL database, many schemas (test files, or apps sharing a cluster): migrating one
 * schema must not depend on the others, even while they are being created and dropped.
 * PostgreSQL only: scripts/run-api-tests.mjs leaves this file out of the SQLite pass.
 */
const url = () => process.env.TEST_DATABASE_URL as string;
const newSchemaName = () => `t_nb_${randomBytes(4).toString('hex')}`;

async function superuser(statement: string) {
  const client = new pg.Client({ connectionString: url() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const ours: string[] = [];
afterAll(async () => {
  for (const schema of ours) await superuser(`drop schema if exists ${schema} cascade`);
});

async function migratedSchema() {
  const schema = newSchemaName();
  ours.push(schema);
  await superuser(`create schema ${schema}`);
  const database = openDatabase({ kind: 'postgres', url: url(), schema });
  await migrateToLatest(database.db, 'postgres');
  return { schema, database };
}

describe('migrating beside other schemas', () => {
  it('looks only at its own schema', async () => {
    const neighbour = await migratedSchema();
    const { schema, database } = await migratedSchema();
    try {
      const tables = await database.db.introspection.getTables();
      expect(tables.length).toBeGreaterThan(5);
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schema]));
      const post = tables.find((table) => table.name === 'post');
      expect(post?.columns.find((column) => column.name === 'post_id')).toMatchObject({ isAutoIncrementing: true });
    } finally {
      await database.close();
      await neighbour.database.close();
    }
  });

  it('succeeds while neighbouring schemas are created and dropped', async () => {
    let churning = true;
    const churner = async () => {
      while (churning) {
        const schema = newSchemaName();
        await superuser(
          `create schema ${schema}; create table ${schema}.filler (id int); drop schema ${schema} cascade`,
        );
      }
    };
    const churners = [churner(), churner(), churner()];
    try {
      for (let round = 0; round < 2; round += 1) {
        const { database } = await migratedSchema();
        try {
          // What the migrator asks on every start, many times over while the neighbours churn.
          for (let look = 0; look < 30; look += 1) await database.db.introspection.getTables();
        } finally {
          await database.close();
        }
      }
    } finally {
      churning = false;
      await Promise.all(churners);
    }
  });
});
