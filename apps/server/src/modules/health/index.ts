import fp from 'fastify-plugin';
import { healthRoutes } from './routes.ts';

/** GET /api/health. */
export const healthModule = fp(
  async (app) => {
    await app.register(healthRoutes);
  },
  { name: 'health' },
);
