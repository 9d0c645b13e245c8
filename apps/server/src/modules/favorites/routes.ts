import { errorResponse } from '@tubesphere/shared/contract/common';
import {
  favoriteBody,
  favoritesResponse,
  removeFavoriteResponse,
  saveFavoriteResponse,
} from '@tubesphere/shared/contract/favorites';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };
const writeLimit = { rateLimits: [RATE_LIMITS.favoriteWrite] };
/** A guest is told to sign in before anything about the request is checked. */
const signedIn = {
  preValidation: async (request: FastifyRequest) => {
    requireUser(request);
  },
};

/** 즐겨찾기 of the ranking pages, per signed-in user. */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.favorites;
  const tags = ['favorites'];

  app.get(
    '/api/favorites',
    { ...signedIn, schema: { tags, response: { 200: favoritesResponse, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return service.list(user.user_id);
    },
  );

  app.post(
    '/api/favorites',
    {
      ...signedIn,
      config: writeLimit,
      schema: { tags, body: favoriteBody, response: { 200: saveFavoriteResponse, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, favorite: await service.add(user.user_id, request.body.kind, request.body.id) };
    },
  );

  app.delete(
    '/api/favorites',
    {
      ...signedIn,
      config: writeLimit,
      schema: { tags, body: favoriteBody, response: { 200: removeFavoriteResponse, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      return {
        success: true as const,
        removed: await service.remove(user.user_id, request.body.kind, request.body.id),
      };
    },
  );
};
