import type {} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * A route's own limit in @fastify/rate-limit's per-route form (`config.rateLimit`), counted per
 * signed-in user (per address for guests, who are refused anyway). It takes effect where the
 * plugin is registered; until then it is a declaration.
 */
export function perUserLimit(max: number, timeWindow: string) {
  return {
    rateLimit: {
      max,
      timeWindow,
      keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.user_id}` : request.ip),
    },
  };
}
