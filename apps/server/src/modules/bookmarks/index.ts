import fp from 'fastify-plugin';
import { bookmarkRoutes } from './routes.ts';
import { BookmarkService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** 스크랩 (modules/bookmarks): save, remove, and the saved posts. */
    bookmarks: BookmarkService;
  }
}

/** 스크랩 (docs/decisions/225-engagement-layer.md): saved posts, listed in the feed's shape. */
export const bookmarksModule = fp(
  async (app) => {
    app.decorate('bookmarks', new BookmarkService(app.db, app.posts));
    await app.register(bookmarkRoutes);
  },
  { name: 'bookmarks', dependencies: ['posts'] },
);
