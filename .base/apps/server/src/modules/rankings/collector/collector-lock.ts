import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../../db/connection.ts';
import type { Database } from '../../../db/schema.ts';

/**
 * "One collector run at a time, across every server process" — the only lock the collector
 * needs, kept in one place so it can move onto a shared job lock without touching the collector.
 *
 * - PostgreSQL: a session-level advisory lock held on one dedicated pooled connection for the
 *   whole run. A process that dies drops its connection and with it the lock, so a crash never
 *   leaves the collector stuck. The key includes the schema, so test files sharing one cluster
 *   (a schema each) never block one another.
 * - SQLite: one process owns the file (docs/decisions/001), so an in-process flag is the lock;
 *   the caller's 'running' row and its heartbeat cover a second process opened on the same file
 *   by mistake (see RankingCollector.start).
 *
 * `work` runs only when the lock was taken; the answer says which happened.
 */
export type LockOutcome<T> = { acquired: true; result: T } | { acquired: false };

const LOCK_NAME = 'tubesphere:ranking-collector';

export function createCollectorLock(db: Kysely<Database>, dialect: DialectName) {
  let heldHere = false;

  async function withLock<T>(work: () => Promise<T>): Promise<LockOutcome<T>> {
    if (heldHere) return { acquired: false };
    if (dialect === 'sqlite') {
      heldHere = true;
      try {
        return { acquired: true, result: await work() };
      } finally {
        heldHere = false;
      }
    }
    return db.connection().execute(async (connection) => {
      const key = sql`hashtext(current_schema() || ${`:${LOCK_NAME}`})`;
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(
        connection,
      );
      if (!rows[0]?.locked) return { acquired: false } as const;
      heldHere = true;
      try {
        return { acquired: true, result: await work() } as const;
      } finally {
        heldHere = false;
        await sql`select pg_advisory_unlock(${key})`.execute(connection);
      }
    });
  }

  return { withLock, isHeldHere: () => heldHere };
}

export type CollectorLock = ReturnType<typeof createCollectorLock>;
