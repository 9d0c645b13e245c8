import fp from 'fastify-plugin';
import { characterRoutes } from './routes.ts';
import { CharacterService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    character: CharacterService;
  }
}

/** The companion character (docs/product.md#companion). */
export const characterModule = fp(
  async (app) => {
    app.decorate('character', new CharacterService(app.db, app.rewards));
    await app.register(characterRoutes);
  },
  { name: 'character', dependencies: ['rewards'] },
);
