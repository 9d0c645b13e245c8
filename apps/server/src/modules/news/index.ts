import fp from 'fastify-plugin';
import { newsRoutes } from './routes.ts';

/** The admins' NewsAPI tester. */
export const newsModule = fp(
  async (app) => {
    await app.register(newsRoutes);
  },
  { name: 'news' },
);
