import {
  keywordSearchQuery,
  keywordSearchResponse,
  trendingQuery,
  trendingResponse,
} from '@tubesphere/shared/contract/trending';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';
import { PROVIDER_ERROR_RESPONSES } from '../../providers/provider-error.ts';

/** Browsers and proxies may reuse an answer briefly; the server cache does the rest. */
const CACHE_CONTROL = 'public, max-age=60';

/** The trending page's calls, public like every discovery page (docs/product.md#trending). */
export const trendingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.trending;
  const tags = ['trending'];

  app.get(
    '/api/youtube/trending',
    { schema: { tags, querystring: trendingQuery, response: { 200: trendingResponse, ...PROVIDER_ERROR_RESPONSES } } },
    async (request, reply) => {
      const result = await service.trending(request.query.region);
      reply.header('cache-control', CACHE_CONTROL);
      return result;
    },
  );

  app.get(
    '/api/youtube/keyword-search',
    {
      schema: {
        tags,
        querystring: keywordSearchQuery,
        response: { 200: keywordSearchResponse, ...PROVIDER_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { q, region } = request.query;
      // Only searches that reach YouTube spend quota, so only those count (not cache hits).
      const result = await service.keywordSearch(q, region, () =>
        app.enforceRateLimits(request, reply, [RATE_LIMITS.keywordSearchPerAddress, RATE_LIMITS.keywordSearchEveryone]),
      );
      reply.header('cache-control', CACHE_CONTROL);
      return result;
    },
  );
};
