import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema.ts';
import { SESSION_COOKIE } from '../../lib/session-token.ts';
import { ReadCache } from '../../plugins/app/read-cache.ts';
import { AccountService } from './account-service.ts';
import { AuthService } from './service.ts';

const MAX_CACHED_SESSIONS = 10_000;

/**
 * Resolves `request.user` from the session cookie before any route runs (docs/architecture.md#identity).
 *
 * Who a token belongs to is remembered for as long as a cached feed page lives
 * (`FEED_CACHE_TTL_MS`, off in tests) and forgotten with it: every API write in this process
 * (a logout, a level change, an admin action) empties both at once, other processes within that
 * time — the same staleness bound as the read cache (docs/decisions/045-session-lookup-cache.md). A signed-in feed page
 * is then one query instead of two.
 */
export const sessionPlugin = fp(
  async (app) => {
    app.decorate('auth', {
      sessions: new AuthService(app.db),
      accounts: new AccountService(app.db, app.dialect, app.config.uploadDir),
    });
    app.decorateRequest('user', null);
    // The read cache's own mechanics (TTL, size bound, a load across a write is not kept), in an
    // instance of its own so sessions never push feed pages out; emptied together with it.
    const known = new ReadCache(app.readCache.ttlMs, MAX_CACHED_SESSIONS, 0);
    app.readCache.onInvalidate(() => known.invalidate());
    const userFor = async (token: string): Promise<UserRow | null> =>
      known.load(token, async () => (await app.auth.sessions.userForToken(token)) ?? null);

    app.addHook('onRequest', async (request) => {
      // Static files never need to know who is asking; pages ask for themselves (sessionUser).
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (token) request.user = await userFor(token);
    });
    // A page the server renders is rendered for whoever the cookie names (modules/pages).
    app.decorate('sessionUser', async (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE];
      return token ? userFor(token) : null;
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie', 'read-cache'] },
);
