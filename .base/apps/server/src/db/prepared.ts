import type { Compilable, CompiledQuery, Kysely, QueryResult, Transaction } from 'kysely';
import type { Database } from './schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Stands for a value in a query built once; recognised again among the compiled parameters. */
class Placeholder {
  constructor(readonly name: string) {}
}

interface Compiled {
  query: CompiledQuery;
  /** Per parameter: the placeholder's name, or null for a constant written into the query. */
  slots: (string | null)[];
}

/**
 * A Kysely query built and compiled once (per SQL dialect), then run with new values.
 *
 * Kysely builds an immutable tree and walks it to SQL on every call; for the queries every
 * request runs (session, like, comment, reward) that cost more than SQLite executing them
 * (bench/results/README.md). `build` gets placeholders: use them only where a single value goes
 * (`where('post_id', '=', p.postId)`, `.values({ … })`, `.set({ … })`, `sql\`${p.x}\``), never for
 * `in` lists or `is null`, whose SQL depends on the value. The SQL text never changes, so the
 * SQLite statement cache (connection.ts) prepares it once too.
 */
export function prepareQuery<P extends Record<string, unknown>, O>(
  build: (db: Kysely<Database>, placeholders: P) => Compilable<O>,
): (executor: Executor, values: P) => Promise<QueryResult<O>> {
  const byDialect = new Map<unknown, Compiled>();
  const placeholders = new Proxy({} as P, { get: (_, name) => new Placeholder(String(name)) });
  return (executor, values) => {
    const dialect = executor.getExecutor().adapter.constructor;
    let compiled = byDialect.get(dialect);
    if (!compiled) {
      const query = build(executor, placeholders).compile() as CompiledQuery;
      compiled = { query, slots: query.parameters.map((value) => (value instanceof Placeholder ? value.name : null)) };
      byDialect.set(dialect, compiled);
    }
    const { query, slots } = compiled;
    const parameters = slots.map((name, i) => (name === null ? query.parameters[i] : values[name]));
    return executor.executeQuery({ ...query, parameters } as CompiledQuery<O>);
  };
}
