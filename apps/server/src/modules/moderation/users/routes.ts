import {
  adminUserParams,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
  setAdminLevelBody,
  suspendUserBody,
} from '@tubesphere/shared/contract/admin-users';
import { errorResponse } from '@tubesphere/shared/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../../plugins/app/rate-limits.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};
const tags = ['admin', 'users'];
const config = { rateLimits: [RATE_LIMITS.adminModeration] };

/** /api/admin/users: the list, suspensions and admin levels. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.moderation.users;

  app.get(
    '/api/admin/users',
    { schema: { tags, querystring: adminUsersQuery, response: { 200: adminUsersResponse, ...errors } } },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'no-store');
      return service.list(request.query.q, request.query.page);
    },
  );

  app.post(
    '/api/admin/users/:userId/suspend',
    {
      config,
      schema: { tags, params: adminUserParams, body: suspendUserBody, response: { 200: adminUserResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      user: await service.suspend(requireAdmin(request), request.params.userId, request.body.days, request.body.reason),
    }),
  );

  app.post(
    '/api/admin/users/:userId/unsuspend',
    { config, schema: { tags, params: adminUserParams, response: { 200: adminUserResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      user: await service.unsuspend(requireAdmin(request), request.params.userId),
    }),
  );

  app.post(
    '/api/admin/users/:userId/admin-level',
    {
      config,
      schema: {
        tags,
        params: adminUserParams,
        body: setAdminLevelBody,
        response: { 200: adminUserResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      user: await service.setLevel(requireAdmin(request), request.params.userId, request.body.adminLevel),
    }),
  );
};
