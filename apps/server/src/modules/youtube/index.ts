import fp from 'fastify-plugin';
import { createYoutubeClient } from '../../providers/index.ts';
import { youtubeRoutes } from './routes.ts';
import { YoutubeAdminService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    youtube: YoutubeAdminService;
  }
}

/** The admins' YouTube tools: quota, imports, channel rankings. */
export const youtubeModule = fp(
  async (app) => {
    app.decorate(
      'youtube',
      new YoutubeAdminService(app.db, createYoutubeClient(app.config, app.db), app.dialect, app.log, app.audit),
    );
    await app.register(youtubeRoutes);
  },
  { name: 'youtube', dependencies: ['audit'] },
);
