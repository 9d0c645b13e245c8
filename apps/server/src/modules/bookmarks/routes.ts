import { bookmarkResponse, bookmarksQuery } from '@tubesphere/shared/contract/bookmarks';
import { errorResponse } from '@tubesphere/shared/contract/common';
import { type FeedResponse, feedResponse, postParams } from '@tubesphere/shared/contract/feed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
/** A guest is told to sign in before anything about the request is checked. */
const signedIn = {
  preValidation: async (request: Parameters<typeof requireUser>[0]) => {
    requireUser(request);
  },
};

/** PUT/DELETE /api/posts/{postId}/bookmark and GET /api/bookmarks. */
export const bookmarkRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.bookmarks;

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/posts/:postId/bookmark',
      ...signedIn,
      config: { rateLimit: RATE_LIMITS.bookmarkWrite },
      schema: {
        tags: ['posts'],
        params: postParams,
        response: { 200: bookmarkResponse, ...errors, 429: errorResponse },
      },
      handler: async (request) => {
        const user = requireUser(request);
        return method === 'PUT'
          ? service.save(user.user_id, request.params.postId)
          : service.remove(user.user_id, request.params.postId);
      },
    });
  }

  app.get(
    '/api/bookmarks',
    {
      ...signedIn,
      schema: { tags: ['posts'], querystring: bookmarksQuery, response: { 200: feedResponse, ...errors } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-cache');
      const body = await service.list(user.user_id, request.query.page, request.query.limit);
      // Checked against the contract post by post (posts/feed-json.ts) and serialized already.
      return reply.type('application/json; charset=utf-8').send(body as unknown as FeedResponse);
    },
  );
};
