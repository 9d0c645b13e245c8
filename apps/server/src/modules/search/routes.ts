import { errorResponse } from '@tubesphere/shared/contract/common';
import { type SearchResponse, searchQuery, searchResponse } from '@tubesphere/shared/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/posts/search: Korean-aware search over the posts the viewer may see. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.postSearch;

  app.get(
    '/api/posts/search',
    { schema: { tags: ['posts'], querystring: searchQuery, response: { 200: searchResponse, 400: errorResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const { q, sort, page, limit } = request.query;
      if (request.user) return service.search(request.user.user_id, q, sort, page, limit);
      // Guests all see the same page: cached, already checked against searchResponse and serialized.
      const body = await service.guestSearchJson(q, sort, page, limit);
      return reply.type('application/json; charset=utf-8').send(body as unknown as SearchResponse);
    },
  );
};
