import fp from 'fastify-plugin';
import { startCollectorSchedule } from './collector-schedule.ts';
import { RankingCollector } from './collector-service.ts';

/**
 * `app.rankingCollector` for the admin routes, and the schedule when an interval is set
 * (RANKING_COLLECT_INTERVAL_HOURS; 0 = manual runs only). Closing the app stops the schedule and
 * lets a run in progress record where it stopped.
 */
export const rankingCollectorPlugin = fp(
  async (app) => {
    const collector = new RankingCollector({ db: app.db, dialect: app.dialect, config: app.config, log: app.log });
    app.decorate('rankingCollector', collector);
    let stopSchedule: (() => void) | null = null;
    app.addHook('onReady', async () => {
      if (app.config.rankings.intervalHours > 0) stopSchedule = startCollectorSchedule(collector, app.log);
    });
    app.addHook('onClose', async () => {
      stopSchedule?.();
      await collector.close();
    });
  },
  { name: 'ranking-collector' },
);
