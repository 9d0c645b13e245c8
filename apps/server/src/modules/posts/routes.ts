import { errorResponse } from '@tubesphere/shared/contract/common';
import {
  FEED_MESSAGES,
  type FeedResponse,
  feedQuery,
  feedResponse,
  postDetailQuery,
  postDetailResponse,
  postParams,
} from '@tubesphere/shared/contract/feed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/http-error.ts';
import { optionalActingUser } from '../../plugins/app/guards.ts';
import { sphereFeedRoute } from './sphere-feed-route.ts';

/** GET /api/posts/feed (also ?scope=following) and GET /api/posts/{postId}/detail. Creating posts lives in post-create. */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.posts;

  app.get(
    '/api/posts/feed',
    {
      schema: {
        tags: ['posts'],
        querystring: feedQuery,
        response: { 200: feedResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const viewer = optionalActingUser(request, request.query.userId);
      // isLiked and the viewer's pending posts make the answer personal.
      reply.header('cache-control', 'private, no-cache');
      const { page, limit, sort, period, timing, content } = request.query;
      if (request.query.scope === 'following') {
        if (!viewer) throw unauthorized(FEED_MESSAGES.followingNeedsLogin);
        const body = await service.followingFeed(viewer.user_id, page, limit);
        return reply.type('application/json; charset=utf-8').send(body as unknown as FeedResponse);
      }
      const scope = timing || content ? { timing, content } : undefined;
      const body = await service.feed(viewer?.user_id ?? null, page, limit, sort, period, scope);
      // Already checked against the contract post by post (feed-json.ts) and serialized.
      return reply.type('application/json; charset=utf-8').send(body as unknown as FeedResponse);
    },
  );

  sphereFeedRoute(app, service);

  app.get(
    '/api/posts/:postId/detail',
    {
      schema: {
        tags: ['posts'],
        params: postParams,
        querystring: postDetailQuery,
        response: {
          200: postDetailResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const viewer = optionalActingUser(request, request.query.userId);
      reply.header('cache-control', 'private, no-cache');
      return service.detail(request.params.postId, viewer?.user_id ?? null);
    },
  );
};
