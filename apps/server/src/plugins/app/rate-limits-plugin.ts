import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type NamedRateLimit, waitMessage } from './rate-limit-spec.ts';

type Checker = ReturnType<FastifyInstance['createRateLimit']>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Several limits on one route, checked in order (the table: plugins/app/rate-limits.ts). */
    rateLimits?: NamedRateLimit[];
  }
  interface FastifyInstance {
    /** Counts one hit against each limit in order; throws the first one's 429 (with headers). */
    enforceRateLimits(request: FastifyRequest, reply: FastifyReply, limits: NamedRateLimit[]): Promise<void>;
  }
}

/**
 * Several limits on one route: `config.rateLimits` becomes one hook that checks them in order,
 * and `app.enforceRateLimits` does the same for a handler that decides when to count (an
 * uncached search). A single `config.rateLimit` is @fastify/rate-limit's own, registered with its
 * database store in external/rate-limit.ts.
 */
export const rateLimitsPlugin = fp(
  async (app) => {
    const checkers = new Map<NamedRateLimit, Checker>();
    const checkerFor = (named: NamedRateLimit) => {
      let checker = checkers.get(named);
      if (!checker) {
        checker = app.createRateLimit(named);
        checkers.set(named, checker);
      }
      return checker;
    };

    app.decorate(
      'enforceRateLimits',
      async (request: FastifyRequest, reply: FastifyReply, limits: NamedRateLimit[]) => {
        let tightest: { max: number; remaining: number; ttlInSeconds: number } | undefined;
        for (const named of limits) {
          const result = await checkerFor(named)(request);
          if (result.isAllowed) continue;
          if (result.isExceeded) {
            reply.header('ratelimit-limit', result.max);
            reply.header('ratelimit-remaining', 0);
            reply.header('ratelimit-reset', result.ttlInSeconds);
            reply.header('retry-after', result.ttlInSeconds);
            const build = named.errorResponseBuilder ?? waitMessage('요청이 너무 많습니다.');
            throw build(request, { statusCode: 429, ban: false, max: result.max, ttl: result.ttl, after: '' });
          }
          if (!tightest || result.remaining < tightest.remaining) tightest = result;
        }
        if (tightest) {
          reply.header('ratelimit-limit', tightest.max);
          reply.header('ratelimit-remaining', tightest.remaining);
          reply.header('ratelimit-reset', tightest.ttlInSeconds);
        }
      },
    );

    app.addHook('onRoute', (route) => {
      const limits = route.config?.rateLimits;
      if (!limits?.length) return;
      const hook = limits[0]?.hook ?? 'onRequest';
      if (limits.some((named) => (named.hook ?? 'onRequest') !== hook)) {
        throw new Error(`${route.url}: limits checked together must share one hook`);
      }
      const handler = async (request: FastifyRequest, reply: FastifyReply) =>
        app.enforceRateLimits(request, reply, limits);
      const existing = route[hook];
      route[hook] = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), handler] as never;
    });
  },
  { name: 'rate-limits', dependencies: ['@fastify/rate-limit', 'session'] },
);
