import fp from 'fastify-plugin';
import { oauthRoutes } from './routes.ts';
import { OAuthService } from './service.ts';
import { purgeExpiredStates } from './state-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** 카카오 / 네이버 / Google sign-in (modules/oauth). */
    oauth: OAuthService;
  }
}

/** 카카오 / 네이버 / Google sign-in with arctic: the start, the callback, linking and unlinking. */
export const oauthModule = fp(
  async (app) => {
    const service = new OAuthService(app.db);
    app.decorate('oauth', service);
    app.jobs.register({
      name: 'purge-expired-oauth-states',
      schedule: '43 * * * *',
      run: async () => ({ deleted: await purgeExpiredStates(app.db, new Date()) }),
    });
    await app.register(oauthRoutes(service));
  },
  { name: 'oauth', dependencies: ['accounts', 'session', 'two-factor', 'jobs'] },
);
