import { errorResponse } from '@tubesphere/shared/contract/common';
import type { FeedResponse } from '@tubesphere/shared/contract/feed';
import { feedResponse } from '@tubesphere/shared/contract/feed';
import { SPHERE_MESSAGES, sphereFeedQuery, sphereParams } from '@tubesphere/shared/contract/spheres';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error.ts';
import { optionalActingUser } from '../../plugins/app/guards.ts';
import { sphereExists } from '../spheres/index.ts';
import type { FeedService } from './service.ts';

/**
 * GET /api/spheres/{sphereId}/posts: a sphere's feed, the home feed's pages, orders and answer
 * narrowed to the sphere. It lives beside the feed it shares (cache, positions, pending posts).
 */
export function sphereFeedRoute(app: FastifyInstance, service: FeedService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/spheres/:sphereId/posts',
    {
      schema: {
        tags: ['spheres'],
        params: sphereParams,
        querystring: sphereFeedQuery,
        response: { 200: feedResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const viewer = optionalActingUser(request, request.query.userId);
      const { sphereId } = request.params;
      // Spheres change with writes only (which empty the read cache): an existing one is kept with
      // the cached pages; an unknown id is asked again (a crawler's guesses must not fill the cache).
      await app.readCache.load(`sphere-exists:${sphereId}`, async () => {
        if (!(await sphereExists(app.db, sphereId))) throw notFound(SPHERE_MESSAGES.notFound);
        return true;
      });
      reply.header('cache-control', 'private, no-cache');
      const { page, limit, sort, period } = request.query;
      const body = await service.feed(viewer?.user_id ?? null, page, limit, sort, period, { sphereId });
      return reply.type('application/json; charset=utf-8').send(body as unknown as FeedResponse);
    },
  );
}
