import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { databaseStore } from '../app/rate-limit-store.ts';
import { perIp, waitMessage } from '../app/rate-limits.ts';

/**
 * @fastify/rate-limit with its counters in the database (app/rate-limit-store.ts), `RateLimit-*`
 * and `Retry-After` headers and Korean answers. Nothing is limited unless a route says so
 * (`global: false`); the limits themselves are in app/rate-limits.ts.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    store: databaseStore(app.db, app.dialect),
    max: (request: FastifyRequest) => Math.max(1, Math.round(100 * request.server.config.rateLimitScale)),
    timeWindow: 60_000,
    keyGenerator: perIp,
    errorResponseBuilder: waitMessage('요청이 너무 많습니다.'),
  });
}
