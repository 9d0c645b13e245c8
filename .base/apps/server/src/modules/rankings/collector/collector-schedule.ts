import type { JobDefinition, JobSummary } from '../../../jobs/job-registry.ts';
import type { RankingCollector } from './collector-service.ts';

/**
 * The collector's periodic job. It ticks every five minutes and the collector decides whether a
 * run is due (the interval since the last run, read from the database), so an admin's manual run
 * pushes the next scheduled one back. The job registry lets one process take each tick; the
 * collector's own lock keeps a manual run and a scheduled one apart.
 */
export const collectRankingsJob = (collector: RankingCollector): JobDefinition => ({
  name: 'collect-rankings',
  schedule: '*/5 * * * *',
  run: async (): Promise<JobSummary> => {
    if (!(await collector.isDue())) return { due: false };
    const run = await collector.run({ trigger: 'schedule' });
    return { due: true, runId: run?.run_id ?? null, status: run?.status ?? 'running elsewhere' };
  },
});
