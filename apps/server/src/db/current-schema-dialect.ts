import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Kysely,
  PostgresDialect,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  table: string;
  schema: string;
  kind: string;
  column: string | null;
  type: string | null;
  type_schema: string | null;
  not_null: boolean | null;
  has_default: boolean | null;
  auto_incrementing: boolean | null;
}

/**
 * Kysely's own PostgreSQL introspector reads every schema of the database and calls
 * `has_schema_privilege(name, …)` on each by name. When another schema is dropped in that moment
 * (a neighbouring test file, another app sharing the cluster) the query fails with
 * "schema … does not exist", and the migrator, which asks it whether its bookkeeping tables
 * exist, fails with it. This one looks only at the schema the connection works in, by oid.
 */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  // biome-ignore lint/suspicious/noExplicitAny: introspection reads the catalog, not our schema
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const rows = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows.rows.map((row) => ({ name: row.name }));
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as table, ns.nspname as schema, c.relkind as kind,
             a.attname as column, typ.typname as type, tns.nspname as type_schema,
             a.attnotnull as not_null, a.atthasdef as has_default,
             (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid) like 'nextval(%', false))
               as auto_incrementing
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      left join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_catalog.pg_type typ on typ.oid = a.atttypid
      left join pg_catalog.pg_namespace tns on tns.oid = typ.typnamespace
      left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
      order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.kind === 'v', columns: [] };
        tables.set(row.table, table);
      }
      if (row.column === null) continue;
      table.columns.push({
        name: row.column,
        dataType: row.type ?? '',
        dataTypeSchema: row.type_schema ?? undefined,
        isNullable: !row.not_null,
        hasDefaultValue: Boolean(row.has_default),
        isAutoIncrementing: Boolean(row.auto_incrementing),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** PostgreSQL as Kysely speaks it, introspecting only the connection's own schema. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  // biome-ignore lint/suspicious/noExplicitAny: see CurrentSchemaIntrospector
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
