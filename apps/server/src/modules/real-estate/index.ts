import fp from 'fastify-plugin';
import { realEstateRoutes } from './routes.ts';

/** The admins' data.go.kr (real estate) tester. */
export const realEstateModule = fp(
  async (app) => {
    await app.register(realEstateRoutes);
  },
  { name: 'real-estate' },
);
