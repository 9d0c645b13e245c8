import { errorResponse } from '@tubesphere/shared/contract/common';
import { linkPreviewBody, linkPreviewResponse } from '@tubesphere/shared/contract/links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';

/**
 * POST /api/links/preview (the editor's link block). Signed-in users only: the server fetches what the user
 * names, so it is an outbound request on their behalf (SSRF rules in lib/safe-fetch.ts).
 */
export const linkRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.links;

  app.post(
    '/api/links/preview',
    {
      config: { rateLimit: RATE_LIMITS.linkPreview },
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: {
        tags: ['links'],
        body: linkPreviewBody,
        response: {
          200: linkPreviewResponse,
          400: errorResponse,
          401: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const metadata = await service.preview(request.body.url, { refresh: request.body.refresh });
      return { success: true as const, metadata };
    },
  );
};
