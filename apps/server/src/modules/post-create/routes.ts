import { errorResponse } from '@tubesphere/shared/contract/common';
import { createPostBody, createPostResponse } from '@tubesphere/shared/contract/post-create';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';
import { fanOutSoon } from '../follows/index.ts';

/** POST /api/posts/feed: a /write post or a /write-youtube share. */
export const postCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.postCreate;

  app.post(
    '/api/posts/feed',
    {
      config: { rateLimit: RATE_LIMITS.postCreate },
      // Guests hear "login required" before anything about their body.
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: {
        tags: ['posts'],
        body: createPostBody,
        response: {
          201: createPostResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { title, blocks, authorId, author, sphereId, categories, apiSource } = request.body;
      const created = await service.create(user, { title, blocks, authorId, author, sphereId, categories, apiSource });
      if (created.post.isConfirmed) fanOutSoon(app);
      return reply.status(201).send({ success: true as const, ...created });
    },
  );
};
