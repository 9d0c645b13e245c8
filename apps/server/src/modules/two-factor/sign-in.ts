import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signIn } from '../accounts/index.ts';
import { CHALLENGE_TTL_MS } from './service.ts';

export const CHALLENGE_COOKIE = 'ts_2fa';
/** Sent only to the code step (POST /api/auth/login/2fa). */
const CHALLENGE_PATH = '/api/auth/login';

/**
 * Every first factor (password, 카카오 / 네이버 / Google) ends here: a session, or — 2단계 인증 on —
 * no session yet, a five-minute challenge in an httpOnly cookie and the code step next.
 */
export async function signInOrChallenge(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: number,
): Promise<'session' | 'challenge'> {
  if (!(await app.twoFactor.service.isEnabled(userId))) {
    await signIn(app, reply, userId);
    return 'session';
  }
  const token = await app.twoFactor.service.startChallenge(userId);
  reply.setCookie(CHALLENGE_COOKIE, token, {
    path: CHALLENGE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.cookieSecure,
    maxAge: CHALLENGE_TTL_MS / 1000,
  });
  return 'challenge';
}

export const challengeToken = (request: FastifyRequest): string | undefined => request.cookies[CHALLENGE_COOKIE];

export const clearChallengeCookie = (reply: FastifyReply) =>
  reply.clearCookie(CHALLENGE_COOKIE, { path: CHALLENGE_PATH });
