import { errorResponse } from '@tubesphere/shared/contract/common';
import { saveSpamSettingsBody, spamSettingsResponse } from '@tubesphere/shared/contract/spam-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse };

/** GET/POST /api/admin/spam-settings: the e-mail domain blocklist. */
export const spamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/spam-settings',
    { schema: { tags: ['admin'], response: { 200: spamSettingsResponse, ...errors } } },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'no-store');
      return app.spam.settings();
    },
  );

  app.post(
    '/api/admin/spam-settings',
    {
      config: { rateLimit: RATE_LIMITS.adminModeration },
      schema: { tags: ['admin'], body: saveSpamSettingsBody, response: { 200: spamSettingsResponse, ...errors } },
    },
    async (request) => app.spam.save(requireAdmin(request), request.body.emailDomainBlocklist),
  );
};
