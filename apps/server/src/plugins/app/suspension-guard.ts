import { activeSuspension, suspensionMessage } from '@tubesphere/shared/domain/suspension';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema.ts';
import { forbidden } from '../../lib/http-error.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes a suspended account may still make (docs/decisions/112-suspensions-and-admin-levels.md):
 * signing in and out, ending its own sessions, changing its password (a hijacked account must be
 * recoverable) and 회원 탈퇴 (the right to leave). Everything else that writes is refused.
 */
export const SUSPENSION_EXEMPT_ROUTES = [
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/logout-all',
  'POST /api/auth/password',
  'POST /api/auth/delete-account',
] as const;

/** Tells the web app that this 403 is a suspension, whatever the screen that asked. */
export const SUSPENDED_HEADER = 'x-account-suspended';

/** The suspension message for this user now, or null. */
export function suspensionOf(user: UserRow, now = new Date()): string | null {
  const active = activeSuspension(
    { suspendedAt: user.suspended_at, suspendedUntil: user.suspended_until, reason: user.suspension_reason },
    now,
  );
  return active ? suspensionMessage(active) : null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD /url` of every route a suspended account may not call (built from the route table). */
    suspensionGuardedRoutes: ReadonlySet<string>;
  }
}

/**
 * One hook for every write of the API, generated from the route table as routes register: any
 * method but GET/HEAD/OPTIONS under /api, less the exemptions above. It runs on request, right
 * after the session is known and before the admin guard, rate limits or body validation, so a
 * suspended user gets the same 403 from every write whatever they send.
 */
export const suspensionGuardPlugin = fp(
  async (app) => {
    const exempt = new Set<string>(SUSPENSION_EXEMPT_ROUTES);
    const guarded = new Set<string>();
    app.decorate('suspensionGuardedRoutes', guarded);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) {
        const key = `${method} ${route.url}`;
        if (!READS.has(method) && !exempt.has(key)) guarded.add(key);
      }
    });
    app.addHook('onRequest', async (request: FastifyRequest, reply) => {
      if (!request.user || READS.has(request.method)) return;
      if (!guarded.has(`${request.method} ${request.routeOptions.url}`)) return;
      const message = suspensionOf(request.user);
      if (!message) return;
      reply.header(SUSPENDED_HEADER, '1');
      throw forbidden(message);
    });
  },
  { name: 'suspension-guard', dependencies: ['session'] },
);
