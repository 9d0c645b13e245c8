import { auditListQuery, auditListResponse } from '@tubesphere/shared/contract/admin-audit';
import { errorResponse } from '@tubesphere/shared/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../../plugins/app/guards.ts';

/** GET /api/admin/audit: the audit trail, newest first, 30 a page, filtered by action, admin, outcome and day. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        querystring: auditListQuery,
        response: { 200: auditListResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'no-store');
      return app.audit.list(request.query);
    },
  );
};
