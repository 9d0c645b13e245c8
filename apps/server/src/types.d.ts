import type { Kysely } from 'kysely';
import type { AppConfig } from './config.ts';
import type { DialectName } from './db/connection.ts';
import type { DatabaseEvents } from './db/events.ts';
import type { Database, UserRow } from './db/schema.ts';
import type { JobRegistry } from './jobs/job-registry.ts';
import type { AuditService } from './modules/audit/service.ts';
import type { AuthService } from './modules/auth/service.ts';
import type { StreamHub } from './modules/notifications/stream/hub.ts';
import type { FeedService } from './modules/posts/service.ts';
import type { RankingCollector } from './modules/rankings/collector/collector-service.ts';
import type { ReadCache } from './plugins/app/read-cache.ts';
import type { RouteTableEntry } from './plugins/app/route-table.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    /** Reads that may take a while, off the event loop on SQLite (db/connection.ts `readDb`). */
    readDb: Kysely<Database>;
    dialect: DialectName;
    /** Events published in transactions, heard by every process after commit (db/events.ts). */
    databaseEvents: DatabaseEvents;
    /** This process's live notification streams (modules/notifications/stream/hub.ts). */
    notificationStreams: StreamHub;
    authService: AuthService;
    /** Who the request's session cookie names (cached like request.user), for pages outside /api. */
    sessionUser(request: FastifyRequest): Promise<UserRow | null>;
    /** The audit trail of admin actions (modules/audit). */
    audit: AuditService;
    readCache: ReadCache;
    /** Feed pages and post details (modules/posts/feed-service-plugin.ts). */
    feedService: FeedService;
    /** The ranking collector (modules/rankings/collector). */
    rankingCollector: RankingCollector;
    /** Periodic jobs: `app.jobs.register({ name, schedule, run })` (jobs/job-registry.ts). */
    jobs: JobRegistry;
    /** Every registered route (plugins/app/route-table.ts). */
    routeTable: readonly RouteTableEntry[];
  }
  interface FastifyRequest {
    /** The signed-in user, from the session cookie; null for guests. */
    user: UserRow | null;
  }
}
