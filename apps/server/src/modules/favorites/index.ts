import fp from 'fastify-plugin';
import { favoriteRoutes } from './routes.ts';
import { FavoriteService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    favorites: FavoriteService;
  }
}

/** 즐겨찾기 of the ranking pages. */
export const favoritesModule = fp(
  async (app) => {
    app.decorate('favorites', new FavoriteService(app.db, app.rankings.service));
    await app.register(favoriteRoutes);
  },
  { name: 'favorites', dependencies: ['rankings'] },
);
