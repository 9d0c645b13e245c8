import { errorResponse } from '@tubesphere/shared/contract/common';
import {
  pushDevicesResponse,
  pushPublicKeyResponse,
  pushSubscribeResponse,
  pushSubscriptionBody,
  pushUnsubscribeBody,
  pushUnsubscribeResponse,
} from '@tubesphere/shared/contract/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashSessionToken, SESSION_COOKIE } from '../../lib/session-token.ts';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };
const tags = ['push'];
// Guests hear "login required" before anything about their request.
const loginFirst = async (request: Parameters<typeof requireUser>[0]) => {
  requireUser(request);
};

/** GET /api/push/public-key, and a member's browsers under /api/push/subscriptions. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/push/public-key',
    { schema: { tags, response: { 200: pushPublicKeyResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { publicKey: app.push.publicKey };
    },
  );

  app.get(
    '/api/push/subscriptions',
    { preValidation: loginFirst, schema: { tags, response: { 200: pushDevicesResponse, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, devices: await app.push.devices(requireUser(request).user_id) };
    },
  );

  app.post(
    '/api/push/subscriptions',
    {
      config: { rateLimit: RATE_LIMITS.pushWrite },
      preValidation: loginFirst,
      schema: {
        tags,
        body: pushSubscriptionBody,
        response: { 200: pushSubscribeResponse, 201: pushSubscribeResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { device, created } = await app.push.subscribe(user.user_id, request.body, {
        userAgent: request.headers['user-agent'] ?? null,
        // A signed-in request has its cookie (requireUser): the subscription ends with this session.
        sessionTokenHash: hashSessionToken(request.cookies[SESSION_COOKIE] ?? ''),
      });
      reply.code(created ? 201 : 200);
      return { success: true as const, device };
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      config: { rateLimit: RATE_LIMITS.pushWrite },
      preValidation: loginFirst,
      schema: { tags, body: pushUnsubscribeBody, response: { 200: pushUnsubscribeResponse, ...errors } },
    },
    async (request) => {
      await app.push.unsubscribe(requireUser(request).user_id, request.body.endpoint);
      return { success: true as const, removed: true as const };
    },
  );
};
