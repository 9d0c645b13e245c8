// How one rate limit is written: its key, its allowance scaled by RATE_LIMIT_SCALE, its Korean 429.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { addressKey } from '../../lib/address-key.ts';
import { tooManyRequests } from '../../lib/http-error.ts';
import { retryAfterText } from './retry-after-text.ts';
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export type KeyGenerator = (request: FastifyRequest) => string;

/** A limit of the table (rate-limits.ts): @fastify/rate-limit's per-route options plus a name and a message. */
export interface NamedRateLimit extends RateLimitOptions {
  /** Shared by every route that uses this limit; the counters' key prefix. */
  name: string;
  /** The allowance before RATE_LIMIT_SCALE (the number that ships). */
  allowance: number;
  timeWindow: number;
}

/**
 * The client's address as TRUST_PROXY lets Fastify see it (lib/trust-proxy.ts), IPv6 by its /64
 * (lib/address-key.ts).
 */
export const perIp: KeyGenerator = (request) => addressKey(request.ip);

/** The signed-in user; a guest counts by address. */
export const perUser: KeyGenerator = (request) =>
  request.user ? `user:${request.user.user_id}` : `ip:${perIp(request)}`;

/** The e-mail of a login body, already trimmed and lower-cased by its schema. */
export const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : '';
};

/** A 429 whose message is `first` and how long to wait (the default of every limit, too). */
export const waitMessage = (first: string) => (_request: FastifyRequest, context: { ttl: number }) =>
  tooManyRequests(`${first} ${retryAfterText(context.ttl)}`);

interface LimitSpec {
  name: string;
  max: number;
  windowMs: number;
  key?: KeyGenerator;
  /** Routes that key on the body count after validation; the rest before the body is read. */
  hook?: RateLimitOptions['hook'];
  /** First sentence of the 429 answer; how long to wait is appended. */
  message: string;
  /** Each try past the allowance doubles the wait (capped, rate-limit-store.ts). */
  backoff?: boolean;
}

export function limit(spec: LimitSpec): NamedRateLimit {
  return {
    name: spec.name,
    allowance: spec.max,
    max: (request: FastifyRequest) => Math.max(1, Math.round(spec.max * request.server.config.rateLimitScale)),
    timeWindow: spec.windowMs,
    keyGenerator: spec.key ?? perIp,
    hook: spec.hook ?? 'onRequest',
    exponentialBackoff: spec.backoff ?? false,
    errorResponseBuilder: waitMessage(spec.message),
  };
}
