import fp from 'fastify-plugin';
import { AuthService } from '../modules/auth/service.ts';
import { SessionRepository } from '../modules/auth/session-repository.ts';
import { SESSION_COOKIE } from '../modules/auth/session-token.ts';
import { UserRepository } from '../modules/users/repository.ts';

/** Resolves `request.user` from the session cookie before any route runs (DESIGN §4.1). */
export const sessionPlugin = fp(
  async (app) => {
    app.decorate('authService', new AuthService(new UserRepository(app.db), new SessionRepository(app.db)));
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      // Static files and the SPA shell never need to know who is asking.
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (token) request.user = (await app.authService.userForToken(token)) ?? null;
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
