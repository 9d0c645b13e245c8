import { errorResponse } from '@tubesphere/shared/contract/common';
import {
  saveTrustSettingsBody,
  setTrustLevelBody,
  setTrustLevelParams,
  setTrustLevelResponse,
  trustSettingsResponse,
} from '@tubesphere/shared/contract/trust';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly, requireAdmin } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};
const tags = ['admin', 'trust'];
const config = { rateLimits: [RATE_LIMITS.adminModeration] };

/** 등급 for admins: set or lock a member's level, and the settings the job and the rules read. */
export const trustRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/users/:userId/trust-level',
    {
      ...adminOnly,
      config,
      schema: {
        tags,
        params: setTrustLevelParams,
        body: setTrustLevelBody,
        response: { 200: setTrustLevelResponse, ...errors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { trustLevel, locked } = request.body;
      return app.trust.setLevel(admin, request.params.userId, trustLevel, locked ?? false);
    },
  );

  app.get(
    '/api/admin/trust-settings',
    { ...adminOnly, schema: { tags, response: { 200: trustSettingsResponse, ...errors } } },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'no-store');
      return { success: true as const, settings: await app.trust.settings() };
    },
  );

  app.post(
    '/api/admin/trust-settings',
    {
      ...adminOnly,
      config,
      schema: { tags, body: saveTrustSettingsBody, response: { 200: trustSettingsResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      settings: await app.trust.saveSettings(requireAdmin(request), request.body),
    }),
  );
};
