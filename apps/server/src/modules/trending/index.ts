import fp from 'fastify-plugin';
import { createYoutubeClient } from '../../providers/youtube/index.ts';
import { trendingRoutes } from './routes.ts';
import { TrendingService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    trending: TrendingService;
  }
}

/** 인기 급상승: YouTube's trending videos and keyword searches, cached. */
export const trendingModule = fp(
  async (app) => {
    app.decorate('trending', new TrendingService(createYoutubeClient(app.config, app.db), app.log));
    await app.register(trendingRoutes);
  },
  { name: 'trending' },
);
