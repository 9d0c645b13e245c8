import type { OAuthProvider } from '@tubesphere/shared/contract/oauth';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const OAUTH_COOKIE = 'ts_oauth';
const PATH = '/api/auth/oauth';
/** How long a started sign-in may take to come back (the cookie's and the stored state's life). */
export const PENDING_SIGN_IN_MS = 10 * 60_000;
const MAX_AGE_SECONDS = PENDING_SIGN_IN_MS / 1000;

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
 * cleared on the first callback, and the stored state spent). SameSite=Lax: the provider's redirect is a top-level navigation.
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

export function takePendingSignIn(request: FastifyRequest, reply: FastifyReply): PendingSignIn | null {
  const raw = request.cookies[OAUTH_COOKIE];
  if (!raw) return null;
  reply.clearCookie(OAUTH_COOKIE, { path: PATH });
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as PendingSignIn;
    // Whether the state is still unspent is the database's to say (state-repository.ts).
    if (typeof value.state !== 'string' || typeof value.provider !== 'string') return null;
    return value;
  } catch {
    return null;
  }
}
