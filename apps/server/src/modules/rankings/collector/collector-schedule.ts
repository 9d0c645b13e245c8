import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { RankingCollector } from './collector-service.ts';

/**
 * The one place the collector is scheduled. Every process ticks; the collector itself decides
 * whether a run is due (the interval since the last run, read from the database) and its lock
 * lets only one process run it. A shared job scheduler can call `runScheduledCollection` on the
 * same tick instead of starting this timer.
 */
export const COLLECTOR_TICK = '*/5 * * * *';

export async function runScheduledCollection(collector: RankingCollector, log: FastifyBaseLogger): Promise<void> {
  if (!(await collector.isDue())) return;
  const run = await collector.run({ trigger: 'schedule' });
  if (run) log.info({ runId: run.run_id, status: run.status }, 'scheduled ranking collection done');
}

/** Starts the tick; the returned function stops it (on close). */
export function startCollectorSchedule(collector: RankingCollector, log: FastifyBaseLogger): () => void {
  const job = new Cron(
    COLLECTOR_TICK,
    {
      // A tick that finds the previous one still running is skipped, never stacked.
      protect: true,
      catch: (error) => log.error({ err: error }, 'scheduled ranking collection failed'),
    },
    () => runScheduledCollection(collector, log),
  );
  return () => job.stop();
}
