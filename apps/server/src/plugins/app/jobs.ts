import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jobLockFor } from '../../jobs/job-lock.ts';
import { JobRegistry } from '../../jobs/job-registry.ts';

/**
 * `app.jobs`: the periodic-job registry (jobs/job-registry.ts). Schedules start when the server is
 * ready, if JOBS_ENABLED (on, except under NODE_ENV=test, where tests run jobs on demand with
 * `app.jobs.runNow(name)`), and stop before the database closes, waiting for runs in progress.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const jobs = new JobRegistry(app.db, jobLockFor(app.db, app.dialect), app.log);
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => {
      if (!app.config.jobsEnabled) return;
      jobs.start();
      app.log.info({ jobs: jobs.list() }, 'periodic jobs scheduled');
    });
    // preClose: before the onClose hooks, so the database is still open while runs finish.
    app.addHook('preClose', async () => jobs.stop());
  },
  { name: 'jobs' },
);
