import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema.ts';
import { AuthService } from '../modules/auth/service.ts';
import { SessionRepository } from '../modules/auth/session-repository.ts';
import { SESSION_COOKIE } from '../modules/auth/session-token.ts';
import { UserRepository } from '../modules/users/repository.ts';

const MAX_CACHED_SESSIONS = 10_000;

/**
 * Resolves `request.user` from the session cookie before any route runs (DESIGN §4.1).
 *
 * Who a token belongs to is remembered for as long as a cached feed page lives
 * (`FEED_CACHE_TTL_MS`, off in tests) and forgotten with it: every API write in this process
 * (a logout, a level change, an admin action) empties both at once, other processes within that
 * time — the same staleness bound as the read cache (docs/decisions/040). A signed-in feed page
 * is then one query instead of two.
 */
export const sessionPlugin = fp(
  async (app) => {
    app.decorate('authService', new AuthService(new UserRepository(app.db), new SessionRepository(app.db)));
    app.decorateRequest('user', null);
    const ttlMs = app.readCache.ttlMs;
    const known = new Map<string, { user: UserRow | null; expiresAt: number }>();
    app.readCache.onInvalidate(() => known.clear());

    const userFor = async (token: string): Promise<UserRow | null> => {
      if (ttlMs <= 0) return (await app.authService.userForToken(token)) ?? null;
      const hit = known.get(token);
      if (hit && hit.expiresAt > Date.now()) return hit.user;
      const version = app.readCache.version;
      const user = (await app.authService.userForToken(token)) ?? null;
      // A write that landed meanwhile may have ended this session: keep only what is still true.
      if (version === app.readCache.version) {
        if (known.size >= MAX_CACHED_SESSIONS) known.delete(known.keys().next().value as string);
        known.set(token, { user, expiresAt: Date.now() + ttlMs });
      }
      return user;
    };

    app.addHook('onRequest', async (request) => {
      // Static files and the SPA shell never need to know who is asking.
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (token) request.user = await userFor(token);
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie', 'read-cache'] },
);
