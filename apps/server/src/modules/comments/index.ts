import fp from 'fastify-plugin';
import { commentRoutes } from './routes.ts';
import { CommentService } from './service.ts';

export { toWireComment } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Comments; the post detail reads a post's comments from here. */
    comments: CommentService;
  }
}

/** 댓글 (docs/product.md#comments). */
export const commentsModule = fp(
  async (app) => {
    app.decorate(
      'comments',
      new CommentService(app.db, app.dialect, app.audit, app.rewards, app.config.duplicateTextHours),
    );
    await app.register(commentRoutes);
  },
  { name: 'comments', dependencies: ['audit', 'rewards'] },
);
