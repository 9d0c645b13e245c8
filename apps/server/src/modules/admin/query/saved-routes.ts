import {
  savedQueriesResponse,
  savedQueryParams,
  saveQueryBody,
  saveQueryResponse,
  schemaResponse,
} from '@tubesphere/shared/contract/admin-query';
import { errorResponse, successResponse } from '@tubesphere/shared/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../../plugins/app/rate-limits.ts';
import { readSchema } from './schema-browser.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};
const tags = ['admin'];
const config = { rateLimits: [RATE_LIMITS.adminModeration] };

/** The SQL tool's saved queries and schema browser. */
export const adminSavedQueryRoutes: FastifyPluginAsyncZod = async (app) => {
  const saved = app.admin.savedQueries;

  app.get(
    '/api/admin/query/saved',
    { schema: { tags, response: { 200: savedQueriesResponse, ...errors } } },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'no-store');
      return { success: true as const, queries: await saved.list() };
    },
  );

  app.post(
    '/api/admin/query/saved',
    {
      config,
      schema: { tags, body: saveQueryBody, response: { 200: saveQueryResponse, ...errors } },
      bodyLimit: 128 * 1024,
    },
    async (request) => ({
      success: true as const,
      query: await saved.save(requireAdmin(request).user_id, request.body.name, request.body.sql),
    }),
  );

  app.delete(
    '/api/admin/query/saved/:id',
    { config, schema: { tags, params: savedQueryParams, response: { 200: successResponse, ...errors } } },
    async (request) => {
      await saved.remove(requireAdmin(request).user_id, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/admin/query/schema',
    { schema: { tags, response: { 200: schemaResponse, ...errors } } },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'no-store');
      return { success: true as const, tables: await readSchema(app.db, app.dialect) };
    },
  );
};
