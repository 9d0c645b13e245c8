import { errorResponse } from '@tubesphere/shared/contract/common';
import { postParams } from '@tubesphere/shared/contract/feed';
import { momentsResponse } from '@tubesphere/shared/contract/moments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/posts/{postId}/moments: the strip under a post's player. */
export const momentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/posts/:postId/moments',
    {
      schema: {
        tags: ['moments'],
        params: postParams,
        response: { 200: momentsResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => app.moments.moments(request.params.postId, request.user?.user_id ?? null),
  );
};
