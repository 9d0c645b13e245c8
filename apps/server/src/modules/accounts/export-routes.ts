import { accountExport } from '@tubesphere/shared/contract/accounts';
import { errorResponse } from '@tubesphere/shared/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';
import { exportAccount } from './export-service.ts';

/** GET /api/users/me/export: one JSON file to download, once an hour. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/me/export',
    {
      config: { rateLimit: RATE_LIMITS.accountExport },
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: { tags: ['users'], response: { 200: accountExport, 401: errorResponse, 429: errorResponse } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const day = new Date().toISOString().slice(0, 10);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="tubesphere-${user.user_id}-${day}.json"`);
      return exportAccount(app.db, user);
    },
  );
};
