import fp from 'fastify-plugin';
import { reactionRoutes } from './routes.ts';
import { ReactionService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reactions: ReactionService;
  }
}

/** Likes and dislikes of posts (docs/product.md#reactions). */
export const reactionsModule = fp(
  async (app) => {
    app.decorate('reactions', new ReactionService(app.db, app.dialect, app.rewards));
    await app.register(reactionRoutes);
  },
  { name: 'reactions', dependencies: ['rewards'] },
);
