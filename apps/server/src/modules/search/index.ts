import fp from 'fastify-plugin';
import { searchRoutes } from './routes.ts';
import { SearchService } from './service.ts';

export { indexMissingPosts, indexPosts } from './indexer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Keyword search (named postSearch: the instance's `search` is Fastify's SEARCH-method route). */
    postSearch: SearchService;
  }
}

/** 검색 (docs/product.md#search): the search routes and the index other modules keep current. */
export const searchModule = fp(
  async (app) => {
    // Searching reads only, and a common word costs milliseconds: off the event loop (db/read-pool.ts).
    app.decorate('postSearch', new SearchService(app.readDb, app.dialect, app.readCache));
    await app.register(searchRoutes);
  },
  { name: 'search', dependencies: ['read-cache'] },
);
