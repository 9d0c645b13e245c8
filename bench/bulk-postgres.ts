/**
 * PostgreSQL bulk load without a COPY client in the dependencies: each batch is one
 * `insert … select … from unnest($1::int4[], $2::text[], …)` (a column per array, so the
 * parameter count does not grow with the rows). The loaded tables' secondary indexes (the GIN
 * search index among them) are dropped first and rebuilt from their own definitions after the
 * load with a large maintenance_work_mem. Rows skip the per-row triggers and foreign-key checks
 * (session_replication_role = replica, as pg_restore does): the generator only writes ids it has
 * just written, and bench/data-checks.ts verifies the relations afterwards. What the post
 * triggers would have stored (migrations 090 and 120) is computed in the same statement instead,
 * set-based: hot_score by the trigger's formula, category_mask by the app's own SQL function.
 */
import pg from 'pg';
import { BULK_TABLES, type BulkWriter } from './bulk-writer.ts';

/** Columns the skipped triggers fill, as expressions over the unnest row `u`. */
const TRIGGER_COLUMNS: Record<string, Record<string, string>> = {
  post: {
    hot_score: `log10(greatest(1, u.like_count - u.dislike_count + u.comment_count)::float8)
      + extract(epoch from u.created_at::timestamptz)::float8 / 45000.0`,
    category_mask: 'post_category_mask(u.categories_json)',
  },
};

export async function postgresBulkWriter(url: string): Promise<BulkWriter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const indexes = (
    await client.query<{ indexname: string; indexdef: string }>(
      `select i.indexname, i.indexdef from pg_indexes i
        where i.schemaname = 'public' and i.tablename = any($1)
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      [BULK_TABLES],
    )
  ).rows;
  for (const index of indexes) await client.query(`drop index "${index.indexname}"`);
  const columnTypes = new Map(
    (
      await client.query<{ table_name: string; column_name: string; udt_name: string }>(
        `select table_name, column_name, udt_name from information_schema.columns
          where table_schema = 'public' and table_name = any($1)`,
        [BULK_TABLES],
      )
    ).rows.map((r) => [`${r.table_name}.${r.column_name}`, r.udt_name]),
  );

  return {
    async insert(table, columns, rows) {
      const params: unknown[] = [];
      const selects: string[] = [];
      const casts: string[] = [];
      columns.forEach((column, c) => {
        const udt = columnTypes.get(`${table}.${column}`);
        if (!udt) throw new Error(`no column ${table}.${column}`);
        const values = rows.map((row) => row[c] ?? null);
        if (udt.startsWith('_')) {
          // An array column: each row's array travels as one space-joined string.
          params.push(values.map((v) => (Array.isArray(v) ? v.join(' ') : v)));
          casts.push(`$${c + 1}::text[]`);
          selects.push(`array_remove(string_to_array(u."${column}", ' '), '')::${udt.slice(1)}[]`);
        } else {
          params.push(values);
          casts.push(`$${c + 1}::${udt}[]`);
          selects.push(`u."${column}"`);
        }
      });
      const derived = Object.entries(TRIGGER_COLUMNS[table] ?? {});
      const targets = [...columns, ...derived.map(([column]) => column)].map((c) => `"${c}"`).join(',');
      const statement = `insert into "${table}" (${targets})
        select ${[...selects, ...derived.map(([, expression]) => expression)].join(',')}
          from unnest(${casts.join(',')}) as u(${columns.map((c) => `"${c}"`).join(',')})`;
      await client.query('begin');
      await client.query('set local session_replication_role = replica');
      await client.query(statement, params);
      await client.query('commit');
    },
    async finish() {
      await client.query(`set maintenance_work_mem = '1GB'`);
      for (const index of indexes) await client.query(index.indexdef);
      await client.end();
    },
  };
}
