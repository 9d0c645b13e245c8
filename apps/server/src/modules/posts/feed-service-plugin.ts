import fp from 'fastify-plugin';
import { FeedService } from './service.ts';
import { ViewCounter } from './view-counter.ts';

/**
 * `app.feedService`: one feed (its cache windows, deep-page positions and buffered view counts)
 * for the API routes and for the pages the server renders (modules/pages), so a post opened
 * either way counts one view in the same buffer.
 */
export const feedServicePlugin = fp(
  async (app) => {
    const views = new ViewCounter(app.db, (error) => app.log.error({ err: error }, 'writing view counts failed'));
    app.addHook('onClose', () => views.close());
    app.decorate(
      'feedService',
      new FeedService(app.db, app.dialect, app.readCache, views, {
        checkContract: app.config.env !== 'production',
        blockedOf: (viewerId) => app.blocks.blockedWireIds(viewerId),
      }),
    );
  },
  { name: 'feed-service', dependencies: ['read-cache', 'blocks'] },
);
