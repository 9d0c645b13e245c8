import type { OAuthProvider } from '@tubesphere/shared/contract/oauth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

export const OAUTH_COOKIE = 'ts_oauth';
const PATH = '/api/auth/oauth';
const MAX_AGE_SECONDS = 10 * 60;

/** What the browser carries from the start of a sign-in to its callback. */
export interface PendingSignIn {
  provider: OAuthProvider;
  state: string;
  codeVerifier: string | null;
  mode: 'login' | 'link';
  /** The member who asked to link (link mode). */
  userId: number | null;
}

/**
 * The state and PKCE verifier live in an httpOnly cookie of this browser for ten minutes: the
 * callback must come back to the browser that started, with the same state, once (the cookie is
 * cleared on the first callback). SameSite=Lax: the provider's redirect is a top-level navigation.
 */
export function setPendingSignIn(reply: FastifyReply, pending: PendingSignIn, secure: boolean): void {
  reply.setCookie(OAUTH_COOKIE, Buffer.from(JSON.stringify(pending)).toString('base64url'), {
    path: PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: MAX_AGE_SECONDS,
  });
}

/**
 * States already used in this process: a callback replayed with a copied cookie is refused here;
 * in another process the provider refuses the spent code, so no session comes of it either.
 */
const spent = new LRUCache<string, true>({ max: 50_000, ttl: MAX_AGE_SECONDS * 1000 });

export function takePendingSignIn(request: FastifyRequest, reply: FastifyReply): PendingSignIn | null {
  const raw = request.cookies[OAUTH_COOKIE];
  if (!raw) return null;
  reply.clearCookie(OAUTH_COOKIE, { path: PATH });
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as PendingSignIn;
    if (typeof value.state !== 'string' || typeof value.provider !== 'string' || spent.has(value.state)) return null;
    spent.set(value.state, true);
    return value;
  } catch {
    return null;
  }
}
