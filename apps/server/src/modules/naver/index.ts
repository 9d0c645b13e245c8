import fp from 'fastify-plugin';
import { naverRoutes } from './routes.ts';

/** The admins' Naver search tester. */
export const naverModule = fp(
  async (app) => {
    await app.register(naverRoutes);
  },
  { name: 'naver' },
);
