import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../../lib/session-token.ts';

/** Starts a session for the user and sets its cookie, as sign-in does (modules/auth/routes.ts). */
export async function signIn(app: FastifyInstance, reply: FastifyReply, userId: number): Promise<void> {
  const token = await app.auth.sessions.startSession(userId);
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.cookieSecure,
    maxAge: SESSION_TTL_MS / 1000,
  });
}
