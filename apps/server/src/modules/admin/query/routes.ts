import { adminQueryBody, adminQueryResponse } from '@tubesphere/shared/contract/admin-query';
import { errorResponse } from '@tubesphere/shared/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, typedAdminKey } from '../../../plugins/app/guards.ts';

/** POST /api/admin/query (read-only unless `mode: 'write'`). */
export const adminQueryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.admin.query;

  app.post(
    '/api/admin/query',
    {
      schema: {
        tags: ['admin'],
        body: adminQueryBody,
        response: {
          200: adminQueryResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          429: errorResponse,
        },
      },
      // 20,000 characters of SQL, even in three-byte Korean, fit well under this.
      bodyLimit: 128 * 1024,
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      reply.header('cache-control', 'no-store');
      return service.run(admin.user_id, admin.admin_level, {
        ...request.body,
        adminKey: typedAdminKey(request, request.body.adminKey),
      });
    },
  );
};
