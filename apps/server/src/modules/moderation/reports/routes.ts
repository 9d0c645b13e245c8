import { errorResponse } from '@tubesphere/shared/contract/common';
import {
  createReportBody,
  createReportResponse,
  reportListQuery,
  reportListResponse,
  resolveReportsBody,
  resolveReportsResponse,
} from '@tubesphere/shared/contract/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireUser } from '../../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../../plugins/app/rate-limits.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};

/** POST /api/reports: any signed-in user reports a post or a comment. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { create } = app.moderation.reports;
  app.post(
    '/api/reports',
    {
      config: { rateLimits: [RATE_LIMITS.reportCreate] },
      // A guest hears "sign in" whatever they sent.
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: { tags: ['reports'], body: createReportBody, response: { 201: createReportResponse, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await create.run(requireUser(request), request.body)),
  );
};

/** The admins' queue and its actions (registered under the admin guard). */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { queue, resolve } = app.moderation.reports;

  app.get(
    '/api/admin/reports',
    {
      schema: {
        tags: ['admin', 'reports'],
        querystring: reportListQuery,
        response: { 200: reportListResponse, ...errors },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'no-store');
      return queue.list(request.query.status, request.query.page);
    },
  );

  app.post(
    '/api/admin/reports/resolve',
    {
      config: { rateLimits: [RATE_LIMITS.adminModeration] },
      schema: {
        tags: ['admin', 'reports'],
        body: resolveReportsBody,
        response: { 200: resolveReportsResponse, ...errors },
      },
    },
    async (request) => resolve.run(requireAdmin(request).user_id, request.body),
  );
};
