import { errorResponse } from '@tubesphere/shared/contract/common';
import { sphereDetailResponse } from '@tubesphere/shared/contract/sphere-staff';
import {
  joinSphereBody,
  joinSphereResponse,
  leaveSphereBody,
  leaveSphereResponse,
  recommendedSpheresResponse,
  sphereParams,
  spheresQuery,
  spheresResponse,
} from '@tubesphere/shared/contract/spheres';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActingUser, requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';

const MEMBERSHIP_RATE_LIMIT = { rateLimit: RATE_LIMITS.sphereMembership };

/**
 * The sphere directory, one sphere, joining and leaving (recommended and join are the original calls; the rest
 * beside them). A sphere's feed is served by the posts module (posts/sphere-feed-route.ts).
 */
export const sphereRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.spheres;

  app.get(
    '/api/spheres/recommended',
    { schema: { tags: ['spheres'], response: { 200: recommendedSpheresResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const spheres = await service.recommended(request.user?.user_id ?? null);
      return { success: true as const, data: { spheres } };
    },
  );

  app.get(
    '/api/spheres',
    {
      schema: { tags: ['spheres'], querystring: spheresQuery, response: { 200: spheresResponse, 400: errorResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const [spheres, canCreate] = await Promise.all([
        service.list(request.user?.user_id ?? null, request.query.q),
        service.staff.canCreate(request.user),
      ]);
      return { success: true as const, data: { spheres, canCreate } };
    },
  );

  app.get(
    '/api/spheres/:sphereId',
    {
      schema: {
        tags: ['spheres'],
        params: sphereParams,
        response: { 200: sphereDetailResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const sphere = await service.get(request.params.sphereId, request.user);
      return { success: true as const, sphere };
    },
  );

  const membershipSchema = <R>(response: R) => ({
    tags: ['spheres'],
    params: sphereParams,
    body: joinSphereBody,
    response: {
      200: response,
      400: errorResponse,
      401: errorResponse,
      403: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  });

  app.post(
    '/api/spheres/:sphereId/join',
    {
      schema: membershipSchema(joinSphereResponse),
      config: MEMBERSHIP_RATE_LIMIT,
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request) => {
      const user = requireActingUser(request, request.body?.userId);
      return service.join(request.params.sphereId, user.user_id);
    },
  );

  app.post(
    '/api/spheres/:sphereId/leave',
    {
      schema: { ...membershipSchema(leaveSphereResponse), body: leaveSphereBody },
      config: MEMBERSHIP_RATE_LIMIT,
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request) => {
      const user = requireActingUser(request, request.body?.userId);
      return service.leave(request.params.sphereId, user.user_id);
    },
  );
};
