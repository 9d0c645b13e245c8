import fp from 'fastify-plugin';
import { purgeOldSnapshots } from '../snapshot-purge.ts';
import { collectRankingsJob } from './collector-schedule.ts';
import { RankingCollector } from './collector-service.ts';

/**
 * `app.rankingCollector` for the admin routes, the periodic job when an interval is set
 * (RANKING_COLLECT_INTERVAL_HOURS; 0 = manual runs only), and the nightly purge of old snapshots. Closing the app lets a run in progress
 * record where it stopped.
 */
export const rankingCollectorPlugin = fp(
  async (app) => {
    const collector = new RankingCollector({ db: app.db, dialect: app.dialect, config: app.config, log: app.log });
    app.decorate('rankingCollector', collector);
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
  },
  { name: 'ranking-collector' },
);
