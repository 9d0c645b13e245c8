import fp from 'fastify-plugin';
import { adminOnly } from '../../plugins/app/guards.ts';
import { adminRankingCollectorRoutes } from './collector/admin-routes.ts';
import { collectRankingsJob } from './collector/collector-schedule.ts';
import { RankingCollector } from './collector/collector-service.ts';
import { rankingRoutes } from './routes.ts';
import { RankingService } from './service.ts';
import { purgeOldSnapshots } from './snapshot-purge.ts';

export { COLLECTOR_QUOTA_ACCOUNT } from './collector/collector-budget.ts';
export type { RankingService } from './service.ts';

export interface RankingsModule {
  service: RankingService;
  /** Collects the charts: on a schedule, or when an admin asks (docs/decisions). */
  collector: RankingCollector;
}

declare module 'fastify' {
  interface FastifyInstance {
    rankings: RankingsModule;
  }
}

/**
 * 랭킹: the public ranking routes, `app.rankings.collector` for the admin routes, the periodic
 * job when an interval is set (RANKING_COLLECT_INTERVAL_HOURS; 0 = manual runs only), and the
 * nightly purge of old snapshots. Closing the app lets a run in progress record where it stopped.
 */
export const rankingsModule = fp(
  async (app) => {
    const collector = new RankingCollector({ db: app.db, dialect: app.dialect, config: app.config, log: app.log });
    app.decorate('rankings', { service: new RankingService(app.readDb), collector });
    if (app.config.rankings.intervalHours > 0) app.jobs.register(collectRankingsJob(collector));
    // Manual runs take snapshots too, so the old ones go whether or not a schedule is set.
    app.jobs.register({
      name: 'purge-old-ranking-snapshots',
      schedule: '50 4 * * *',
      run: async ({ db, signal }) => purgeOldSnapshots(db, signal),
    });
    app.addHook('onClose', async () => {
      await collector.close();
    });
    await app.register(rankingRoutes);
    await app.register(async (admin) => {
      admin.addHook('onRequest', adminOnly.onRequest);
      await admin.register(adminRankingCollectorRoutes);
    });
  },
  { name: 'rankings', dependencies: ['audit', 'jobs', 'read-cache'] },
);
