import { errorResponse } from '@tubesphere/shared/contract/common';
import { modlogQuery, modlogResponse } from '@tubesphere/shared/contract/modlog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/modlog: public, for guests too; moderation is accountable to everyone. */
export const modlogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/modlog',
    {
      schema: {
        tags: ['moderation'],
        querystring: modlogQuery,
        response: { 200: modlogResponse, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request) => app.modlog.list(request.query.page, request.query.sphereId),
  );
};
