import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

/**
 * @fastify/cookie: `request.cookies`, `reply.setCookie` and `clearCookie`. The session cookie is
 * read in app/session.ts and written by modules/auth/routes.ts.
 */
export async function registerCookie(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
}
