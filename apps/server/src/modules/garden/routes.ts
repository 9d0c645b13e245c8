import { errorResponse } from '@tubesphere/shared/contract/common';
import { gardenQuery, gardenResponse } from '@tubesphere/shared/contract/garden';
import { PLANT_MAX_LEVEL } from '@tubesphere/shared/domain/levels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActingUser } from '../../plugins/app/guards.ts';
import { findPlants, findStatistics } from './repository.ts';

/**
 * GET /api/garden/plants: the session user's garden only. A user's first plant is
 * created by their first rewarded action (rewards/service.ts), so until then the list is empty.
 */
export const gardenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/garden/plants',
    {
      schema: {
        tags: ['garden'],
        querystring: gardenQuery,
        response: { 200: gardenResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const user = requireActingUser(request, request.query.userId);
      reply.header('cache-control', 'private, no-cache');
      const [plants, statistics] = await Promise.all([
        findPlants(app.db, user.user_id),
        findStatistics(app.db, user.user_id),
      ]);
      return {
        success: true as const,
        waterDrops: user.water_drops,
        gems: user.gems,
        plants: plants.map((plant) => ({
          id: plant.plant_id,
          plant_id: plant.plant_id,
          plantName: plant.plant_name,
          level: plant.level,
          experience: plant.experience,
          maxExperience: plant.max_experience,
          maxLevel: PLANT_MAX_LEVEL,
        })),
        statistics,
      };
    },
  );
};
