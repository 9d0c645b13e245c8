import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';

/**
 * Runs `work` only if no other runner holds the lock of that name; `acquired: false` otherwise.
 * The periodic jobs (job-registry.ts) and the ranking collector's runs, whatever starts them,
 * take their locks here: one mechanism for "one at a time, across every server process".
 */
export type JobLock = <T>(
  jobName: string,
  work: () => Promise<T>,
) => Promise<{ acquired: false } | { acquired: true; value: T }>;

/** First key of PostgreSQL's two-key advisory locks: keeps ours apart from anybody else's. */
const ADVISORY_NAMESPACE = 0x7453_6a62; // "Tsjb"

/**
 * PostgreSQL: a session advisory lock per job, held on one connection for the run. Every server
 * process asks; one gets it, the others skip. If the holder dies, PostgreSQL ends its session
 * and the lock with it — no lease to expire, no stale row to clean up. The key includes the
 * schema: deployments (and test files) sharing one cluster with a schema each never block one
 * another.
 */
function advisoryLock(db: Kysely<Database>): JobLock {
  return (jobName, work) =>
    db.connection().execute(async (connection) => {
      const key = sql`hashtext(current_schema() || ${`:${jobName}`})`;
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_lock(${ADVISORY_NAMESPACE}, ${key}) as locked`.execute(connection);
      if (!rows[0]?.locked) return { acquired: false as const };
      try {
        return { acquired: true as const, value: await work() };
      } finally {
        // A lost connection has released it already.
        await sql`select pg_advisory_unlock(${ADVISORY_NAMESPACE}, ${key})`.execute(connection).catch(() => {});
      }
    });
}

// SQLite is served by one process (README: scale out on PostgreSQL), so one runner per process
// is one runner. Kept per database, so two apps on two files in one process (tests) are apart.
const runningByDatabase = new WeakMap<object, Set<string>>();

function processLock(db: Kysely<Database>): JobLock {
  let running = runningByDatabase.get(db);
  if (!running) {
    running = new Set();
    runningByDatabase.set(db, running);
  }
  const names = running;
  return async (jobName, work) => {
    if (names.has(jobName)) return { acquired: false };
    names.add(jobName);
    try {
      return { acquired: true, value: await work() };
    } finally {
      names.delete(jobName);
    }
  };
}

export const jobLockFor = (db: Kysely<Database>, dialect: DialectName): JobLock =>
  dialect === 'postgres' ? advisoryLock(db) : processLock(db);
