import { errorResponse } from '@tubesphere/shared/contract/common';
import { postParams, reactionBody, reactionResponse } from '@tubesphere/shared/contract/feed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActingUser, requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';

/** POST /api/posts/{postId}/like with type like|dislike (docs/product.md#reactions). */
export const reactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.reactions;

  app.post(
    '/api/posts/:postId/like',
    {
      schema: {
        tags: ['posts'],
        params: postParams,
        body: reactionBody,
        response: {
          200: reactionResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
      config: { rateLimit: RATE_LIMITS.postReaction },
      // Login comes first: a guest hears that, not a complaint about the body.
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request) => {
      const user = requireActingUser(request, request.body.userId);
      return service.toggle(request.params.postId, user.user_id, request.body.type);
    },
  );
};
