import fp from 'fastify-plugin';
import { modlogRoutes } from './routes.ts';
import { ModlogService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** 처리 내역: the public moderation log. */
    modlog: ModlogService;
  }
}

/** 처리 내역 (docs/decisions/220-open-modlog.md): the public moderation log, read from the audit trail. */
export const modlogModule = fp(
  async (app) => {
    app.decorate('modlog', new ModlogService(app.db));
    await app.register(modlogRoutes);
  },
  { name: 'modlog' },
);
