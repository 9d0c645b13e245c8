import type { FastifyPluginAsync } from 'fastify';
import { deleteExpiredRateLimitCounters } from '../../plugins/app/rate-limit-store.ts';
import { purgeExpiredSessions, purgeOldRewardLog, purgeStaleLinkPreviews } from './purges.ts';

/**
 * Housekeeping, so tables hold what is still used and nothing grows without bound. The SQL
 * tool's audit trail is never purged (it must stay complete); other modules' rows are purged by
 * jobs their modules register.
 */
export const maintenanceJobs: FastifyPluginAsync = async (app) => {
  app.jobs.register({
    name: 'purge-expired-sessions',
    schedule: '7 * * * *',
    run: async ({ db, signal }) => ({ deleted: await purgeExpiredSessions(db, signal) }),
  });
  app.jobs.register({
    name: 'purge-stale-link-previews',
    schedule: '17 * * * *',
    run: async ({ db, signal }) => ({ deleted: await purgeStaleLinkPreviews(db, signal) }),
  });
  app.jobs.register({
    name: 'purge-expired-rate-limit-counters',
    schedule: '27 * * * *',
    run: async ({ db }) => ({ deleted: await deleteExpiredRateLimitCounters(db) }),
  });
  app.jobs.register({
    name: 'purge-old-reward-log',
    schedule: '20 4 * * *',
    run: async ({ db, signal }) => ({ deleted: await purgeOldRewardLog(db, signal) }),
  });
};
