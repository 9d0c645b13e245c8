import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sessionCookie } from '../helpers/test-app.ts';

/** The shipped allowances (RATE_LIMIT_SCALE=1), as these tests must check the real numbers. */
export const REAL_LIMITS = { RATE_LIMIT_SCALE: '1' };

let addressCounter = 0;
/** A fresh client address per call, so sign-ups in set-up never spend a test's allowance. */
export const freshAddress = () => {
  addressCounter += 1;
  return `172.20.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** Signs a user up from an address of its own. */
export async function signUpFrom(app: FastifyInstance, name = '회원') {
  const email = `rl-${randomBytes(4).toString('hex')}@test.kr`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: 'password-123', user_name: name },
    remoteAddress: freshAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { email, cookie: sessionCookie(response), userId: response.json().user.user_id as string };
}

export const login = (
  app: FastifyInstance,
  email: string,
  password: string,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: options.headers ?? {},
  });

/** The headers a limited answer carries (IETF draft RateLimit fields and Retry-After). */
export const limitHeaders = (response: LightMyRequestResponse) => ({
  limit: response.headers['ratelimit-limit'],
  remaining: response.headers['ratelimit-remaining'],
  reset: response.headers['ratelimit-reset'],
  retryAfter: response.headers['retry-after'],
});
