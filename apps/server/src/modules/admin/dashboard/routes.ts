import { dashboardResponse } from '@tubesphere/shared/contract/admin-dashboard';
import { errorResponse } from '@tubesphere/shared/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../../plugins/app/guards.ts';

/** GET /api/admin/dashboard. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.admin.dashboard;
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        response: { 200: dashboardResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'no-store');
      return service.get();
    },
  );
};
