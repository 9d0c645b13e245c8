import fp from 'fastify-plugin';
import { postRoutes } from './routes.ts';
import { FeedService } from './service.ts';
import { ViewCounter } from './view-counter.ts';

export { type CachedWindow, guestPageOf, viewerStateOf } from './cached-window.ts';
export { feedJson, type SerializedPost, serializePost, withReaction } from './feed-json.ts';
export { lockReactablePost, reactablePost } from './post-lock.ts';
export { mediaFromBlocks, type PostRecord, parseBlocks, toWirePost } from './post-mapper.ts';
export { selectPostRecords } from './post-query.ts';
export type { FeedService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Feed pages and post details, for the API routes and the pages the server renders. */
    posts: FeedService;
  }
}

/**
 * 피드 and post details: one feed service (its cache windows, deep-page positions and buffered
 * view counts) for the API routes and for the pages the server renders (modules/pages), so a post
 * opened either way counts one view in the same buffer. A post's comments come from the comments
 * module through its decoration: that module takes the post lock from here.
 */
export const postsModule = fp(
  async (app) => {
    const views = new ViewCounter(app.db, (error) => app.log.error({ err: error }, 'writing view counts failed'));
    app.addHook('onClose', () => views.close());
    app.decorate(
      'posts',
      new FeedService(app.db, app.dialect, app.readCache, views, {
        checkContract: app.config.env !== 'production',
        postComments: (postId, viewerId) => app.comments.forPost(postId, viewerId),
        blockedOf: (viewerId) => app.blocks.blockedWireIds(viewerId),
      }),
    );
    await app.register(postRoutes);
  },
  { name: 'posts', dependencies: ['read-cache', 'comments', 'blocks'] },
);
