import { errorResponse } from '@tubesphere/shared/contract/common';
import {
  markReadBody,
  markReadResponse,
  NOTIFICATION_MESSAGES,
  notificationListQuery,
  notificationListResponse,
  preferencesBody,
  preferencesResponse,
  unreadCountResponse,
} from '@tubesphere/shared/contract/notifications';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/http-error.ts';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';

const tags = ['notifications'];
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: errorResponse };

/** Signing in comes first: a guest hears that, whatever else is wrong with the request. */
export const signedInFirst = async (request: FastifyRequest) => {
  if (!request.user) throw unauthorized(NOTIFICATION_MESSAGES.loginRequired);
};

/** Personal and changing: never kept by a browser or proxy cache. */
const personal = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The member's own notifications: list, unread count, mark read, and which types they get. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.notifications.service;

  app.get(
    '/api/notifications',
    {
      preValidation: signedInFirst,
      schema: { tags, querystring: notificationListQuery, response: { 200: notificationListResponse, ...errors } },
    },
    async (request, reply) => {
      personal(reply);
      const { page, limit } = request.query;
      return service.list(requireUser(request).user_id, page, limit);
    },
  );

  app.get(
    '/api/notifications/unread-count',
    { preValidation: signedInFirst, schema: { tags, response: { 200: unreadCountResponse, ...errors } } },
    async (request, reply) => {
      personal(reply);
      return { success: true as const, unreadCount: await service.unreadCount(requireUser(request).user_id) };
    },
  );

  app.post(
    '/api/notifications/read',
    {
      config: { rateLimits: [RATE_LIMITS.notificationWrite] },
      preValidation: signedInFirst,
      schema: { tags, body: markReadBody, response: { 200: markReadResponse, ...errors } },
    },
    async (request) => service.markRead(requireUser(request).user_id, request.body),
  );

  app.get(
    '/api/notifications/preferences',
    { preValidation: signedInFirst, schema: { tags, response: { 200: preferencesResponse, ...errors } } },
    async (request, reply) => {
      personal(reply);
      return { success: true as const, ...(await service.preferences(requireUser(request).user_id)) };
    },
  );

  app.put(
    '/api/notifications/preferences',
    {
      config: { rateLimits: [RATE_LIMITS.notificationWrite] },
      preValidation: signedInFirst,
      schema: { tags, body: preferencesBody, response: { 200: preferencesResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      ...(await service.savePreferences(requireUser(request).user_id, request.body)),
    }),
  );
};
