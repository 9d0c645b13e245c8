import {
  characterProfileQuery,
  characterProfileResponse,
  customizeBody,
  customizeResponse,
} from '@tubesphere/shared/contract/character';
import { errorResponse } from '@tubesphere/shared/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActingUser } from '../../plugins/app/guards.ts';

/**
 * The companion's profile and look (docs/product.md#companion). Both answer only for the signed-in user: a
 * `userId` naming someone else is refused (docs/architecture.md#identity). POST /api/character/experience lives
 * in the rewards module.
 */
export const characterRoutes: FastifyPluginAsyncZod = async (app) => {
  const characters = app.character;
  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

  app.get(
    '/api/character/profile',
    {
      schema: {
        tags: ['character'],
        querystring: characterProfileQuery,
        response: { 200: characterProfileResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireActingUser(request, request.query.userId);
      return characters.profile(user.user_id);
    },
  );

  app.post(
    '/api/character/customize',
    {
      schema: {
        tags: ['character'],
        body: customizeBody,
        response: { 200: customizeResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireActingUser(request, request.body.userId);
      const profile = await characters.customize(user.user_id, request.body);
      return { success: true as const, ...profile };
    },
  );
};
