import fp from 'fastify-plugin';
import { gardenRoutes } from './routes.ts';

/** 정원: the session user's plants, grown by rewarded actions. */
export const gardenModule = fp(
  async (app) => {
    await app.register(gardenRoutes);
  },
  { name: 'garden' },
);
