import fp from 'fastify-plugin';
import { maintenanceJobs } from './jobs.ts';

/** Housekeeping jobs that purge rows no module needs any more. */
export const maintenanceModule = fp(
  async (app) => {
    await app.register(maintenanceJobs);
  },
  { name: 'maintenance', dependencies: ['jobs'] },
);
