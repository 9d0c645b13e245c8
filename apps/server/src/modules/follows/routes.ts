import { errorResponse } from '@tubesphere/shared/contract/common';
import {
  followParams,
  followResponse,
  subscriptionBody,
  subscriptionResponse,
} from '@tubesphere/shared/contract/follows';
import { sphereParams } from '@tubesphere/shared/contract/spheres';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };
/** A guest is told to sign in before anything about the request is checked. */
const signedIn = {
  preValidation: async (request: Parameters<typeof requireUser>[0]) => {
    requireUser(request);
  },
};

/** PUT/DELETE /api/users/{userId}/follow and PUT /api/spheres/{sphereId}/subscription. */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.follows;

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/users/:userId/follow',
      ...signedIn,
      config: { rateLimit: RATE_LIMITS.followWrite },
      schema: { tags: ['users'], params: followParams, response: { 200: followResponse, ...errors } },
      handler: async (request) => {
        const user = requireUser(request);
        return method === 'PUT'
          ? service.follow(user, request.params.userId)
          : service.unfollow(user, request.params.userId);
      },
    });
  }

  app.put(
    '/api/spheres/:sphereId/subscription',
    {
      ...signedIn,
      config: { rateLimit: RATE_LIMITS.followWrite },
      schema: {
        tags: ['spheres'],
        params: sphereParams,
        body: subscriptionBody,
        response: { 200: subscriptionResponse, ...errors },
      },
    },
    async (request) => service.setSubscription(requireUser(request), request.params.sphereId, request.body.mode),
  );
};
