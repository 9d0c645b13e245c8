import { errorResponse } from '@tubesphere/shared/contract/common';
import {
  joinSphereBody,
  joinSphereResponse,
  recommendedSpheresResponse,
  sphereParams,
} from '@tubesphere/shared/contract/spheres';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActingUser, requireUser } from '../../plugins/guards.ts';
import { SphereService } from './service.ts';

/** GET /api/spheres/recommended and POST /api/spheres/{sphereId}/join (spec §7). */
export const sphereRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new SphereService(app.db);

  app.get(
    '/api/spheres/recommended',
    { schema: { tags: ['spheres'], response: { 200: recommendedSpheresResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const spheres = await service.recommended(request.user?.user_id ?? null);
      return { success: true as const, data: { spheres } };
    },
  );

  app.post(
    '/api/spheres/:sphereId/join',
    {
      schema: {
        tags: ['spheres'],
        params: sphereParams,
        body: joinSphereBody,
        response: {
          200: joinSphereResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request) => {
      const user = requireActingUser(request, request.body?.userId);
      return service.join(request.params.sphereId, user.user_id);
    },
  );
};
