import { errorResponse } from '@tubesphere/shared/contract/common';
import { blockParams, blockResponse, blocksQuery, blocksResponse } from '@tubesphere/shared/contract/user-blocks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };
const tags = ['users'];
// Guests hear "login required" before anything about their request.
const loginFirst = async (request: Parameters<typeof requireUser>[0]) => {
  requireUser(request);
};

/** 차단: POST/DELETE /api/users/{userId}/block and GET /api/users/me/blocks. */
export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/users/:userId/block',
      config: { rateLimit: RATE_LIMITS.userBlock },
      preValidation: loginFirst,
      schema: { tags, params: blockParams, response: { 200: blockResponse, ...errors } },
      handler: async (request) => {
        const user = requireUser(request);
        return method === 'POST'
          ? app.blocks.block(user, request.params.userId)
          : app.blocks.unblock(user, request.params.userId);
      },
    });
  }

  app.get(
    '/api/users/me/blocks',
    {
      preValidation: loginFirst,
      schema: { tags, querystring: blocksQuery, response: { 200: blocksResponse, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.blocks.list(requireUser(request), request.query.page);
    },
  );
};
