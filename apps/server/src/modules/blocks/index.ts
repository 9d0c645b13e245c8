import fp from 'fastify-plugin';
import { blockRoutes } from './routes.ts';
import { BlockService } from './service.ts';

export { findLiveUser, hasBlocked } from './repository.ts';
export type { BlockService };

declare module 'fastify' {
  interface FastifyInstance {
    /** 차단 (modules/blocks): block, unblock, the list, and the ids a viewer's lists leave out. */
    blocks: BlockService;
  }
}

/** 차단 (docs/decisions/207-blocking.md): the service and its routes. */
export const blocksModule = fp(
  async (app) => {
    app.decorate('blocks', new BlockService(app.db, app.audit, app.readCache));
    await app.register(blockRoutes);
  },
  { name: 'blocks', dependencies: ['audit'] },
);
