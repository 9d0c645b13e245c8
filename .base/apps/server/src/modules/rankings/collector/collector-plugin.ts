import fp from 'fastify-plugin';
import { collectRankingsJob } from './collector-schedule.ts';
import { RankingCollector } from './collector-service.ts';

/**
 * `app.rankingCollector` for the admin routes, and the periodic job when an interval is set
 * (RANKING_COLLECT_INTERVAL_HOURS; 0 = manual runs only). Closing the app lets a run in progress
 * record where it stopped.
 */
export const rankingCollectorPlugin = fp(
  async (app) => {
    const collector = new RankingCollector({ db: app.db, dialect: app.dialect, config: app.config, log: app.log });
    app.decorate('rankingCollector', collector);
    if (app.config.rankings.intervalHours > 0) app.jobs.register(collectRankingsJob(collector));
    app.addHook('onClose', async () => {
      await collector.close();
    });
  },
  { name: 'ranking-collector' },
);
