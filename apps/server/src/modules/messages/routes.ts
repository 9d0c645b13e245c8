import { errorResponse } from '@tubesphere/shared/contract/common';
import {
  conversationsQuery,
  conversationsResponse,
  markConversationReadResponse,
  sendMessageBody,
  sendMessageResponse,
  threadParams,
  threadQuery,
  threadResponse,
  unreadMessagesResponse,
} from '@tubesphere/shared/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };
const tags = ['messages'];
// Guests hear "login required" before anything about their request.
const loginFirst = async (request: Parameters<typeof requireUser>[0]) => {
  requireUser(request);
};

/** 쪽지: POST/GET /api/messages, GET /api/messages/{userId}, POST /api/messages/{userId}/read. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/messages',
    {
      config: { rateLimit: RATE_LIMITS.messageSend },
      preValidation: loginFirst,
      schema: { tags, body: sendMessageBody, response: { 201: sendMessageResponse, ...errors } },
    },
    async (request, reply) => {
      const sent = await app.messages.send(requireUser(request), request.body.toUserId, request.body.content);
      reply.code(201);
      return sent;
    },
  );

  app.get(
    '/api/messages',
    {
      preValidation: loginFirst,
      schema: { tags, querystring: conversationsQuery, response: { 200: conversationsResponse, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.messages.conversations(requireUser(request), request.query.page);
    },
  );

  app.get(
    '/api/messages/unread-count',
    { preValidation: loginFirst, schema: { tags, response: { 200: unreadMessagesResponse, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, unreadCount: await app.messages.unreadCount(requireUser(request).user_id) };
    },
  );

  app.get(
    '/api/messages/:userId',
    {
      preValidation: loginFirst,
      schema: { tags, params: threadParams, querystring: threadQuery, response: { 200: threadResponse, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.messages.thread(requireUser(request), request.params.userId, request.query.before);
    },
  );

  app.post(
    '/api/messages/:userId/read',
    {
      config: { rateLimit: RATE_LIMITS.notificationWrite },
      preValidation: loginFirst,
      schema: { tags, params: threadParams, response: { 200: markConversationReadResponse, ...errors } },
    },
    async (request) => app.messages.markRead(requireUser(request), request.params.userId),
  );
};
