import { errorResponse } from '@tubesphere/shared/contract/common';
import { oembedQuery, oembedResponse } from '@tubesphere/shared/contract/oembed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';

/** GET /api/youtube/oembed?url= — public: the trending page uses it for guests too. */
export const oembedRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read per request, so a demo mode that points the provider at its fake is honoured.
  const service = app.oembed;

  app.get(
    '/api/youtube/oembed',
    {
      config: { rateLimit: RATE_LIMITS.oembed },
      schema: {
        tags: ['youtube'],
        querystring: oembedQuery,
        response: {
          200: oembedResponse,
          400: errorResponse,
          404: errorResponse,
          429: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await service.lookup(request.query.url);
      reply.header('cache-control', 'public, max-age=3600');
      return result;
    },
  );
};
