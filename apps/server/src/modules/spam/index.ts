import fp from 'fastify-plugin';
import { spamRoutes } from './routes.ts';
import { SpamService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** 가입 차단 도메인: the blocklist and the check sign-up and e-mail change make. */
    spam: SpamService;
  }
}

/** 자동 가입 방지 settings (docs/decisions/221-spam-defences.md): the e-mail domain blocklist and its admin routes. */
export const spamModule = fp(
  async (app) => {
    app.decorate('spam', new SpamService(app.db, app.audit));
    await app.register(spamRoutes);
  },
  { name: 'spam', dependencies: ['audit'] },
);
