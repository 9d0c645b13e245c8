import type { Kysely } from 'kysely';
import type { AppConfig } from './config.ts';
import type { DialectName } from './db/connection.ts';
import type { DatabaseEvents } from './db/events.ts';
import type { Database, UserRow } from './db/schema.ts';
import type { JobRegistry } from './jobs/job-registry.ts';
import type { MonotonicClock } from './lib/clock.ts';
import type { ReadCache } from './plugins/app/read-cache.ts';
import type { RouteTableEntry } from './plugins/app/route-table.ts';

/**
 * The infrastructure's decorations. Each module declares its own (`app.<module>`, in its
 * index.ts), so this file names no module.
 */
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** What durations are measured with (lib/clock.ts); tests pass their own to buildApp. */
    clock: MonotonicClock;
    db: Kysely<Database>;
    /** Reads that may take a while, off the event loop on SQLite (db/connection.ts `readDb`). */
    readDb: Kysely<Database>;
    dialect: DialectName;
    /** Events published in transactions, heard by every process after commit (db/events.ts). */
    databaseEvents: DatabaseEvents;
    readCache: ReadCache;
    /** Periodic jobs: `app.jobs.register({ name, schedule, run })` (jobs/job-registry.ts). */
    jobs: JobRegistry;
    /** Every registered route (plugins/app/route-table.ts). */
    routeTable: readonly RouteTableEntry[];
  }
  interface FastifyRequest {
    /**
     * The signed-in user, from the session cookie (the auth module's session plugin); null for
     * guests. Declared here because the guards and rate limits of plugins/ read it too.
     */
    user: UserRow | null;
  }
}
