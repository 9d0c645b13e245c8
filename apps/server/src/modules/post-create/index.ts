import fp from 'fastify-plugin';
import { postCreateRoutes } from './routes.ts';
import { PostCreateService } from './service.ts';

export { resolvePostMentions } from './post-mentions.ts';
export { checkSphereChoice, type NewPostInput, type PreparedPost, preparePost } from './prepare-post.ts';

declare module 'fastify' {
  interface FastifyInstance {
    postCreate: PostCreateService;
  }
}

/** 글쓰기 (docs/product.md#write): new posts and video shares; editing applies the same rules. */
export const postCreateModule = fp(
  async (app) => {
    app.decorate(
      'postCreate',
      new PostCreateService(
        app.db,
        app.dialect,
        app.rewards,
        app.links,
        app.audit,
        app.config.rateLimitScale,
        app.config.duplicateTextHours,
      ),
    );
    await app.register(postCreateRoutes);
  },
  { name: 'post-create', dependencies: ['rewards', 'links', 'audit'] },
);
