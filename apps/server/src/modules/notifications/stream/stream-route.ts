import { errorResponse, INT32_MAX } from '@tubesphere/shared/contract/common';
import { NOTIFICATION_MESSAGES, streamResponse } from '@tubesphere/shared/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '../../../lib/http-error.ts';
import { hashSessionToken, SESSION_COOKIE } from '../../../lib/session-token.ts';
import { requireUser } from '../../../plugins/app/guards.ts';
import { signedInFirst } from '../routes.ts';
import { SSE_HEADERS, suspendedEvent } from './sse.ts';
import { suspensionNow } from './stream-repository.ts';

/** The id an EventSource sends back after a reconnect; anything else starts afresh. */
export function parseLastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id <= INT32_MAX ? id : null;
}

/**
 * GET /api/notifications/stream: Server-Sent Events for the signed-in member (one per tab).
 * The response is taken over from Fastify (no compression, no serializer) and handed to the
 * process's StreamHub, which writes to it until the tab goes, the session ends or the server stops.
 */
export const notificationStreamRoute: FastifyPluginAsyncZod = async (app) => {
  const hub = app.notifications.streams;
  app.get(
    '/api/notifications/stream',
    {
      preValidation: signedInFirst,
      schema: {
        tags: ['notifications'],
        response: { 200: streamResponse, 401: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // The session plugin found the user by this cookie, so it is there.
      const tokenHash = hashSessionToken(request.cookies[SESSION_COOKIE] ?? '');
      if (hub.isFull) throw serviceUnavailable(NOTIFICATION_MESSAGES.tooManyStreams, 30);
      // A suspended member reads, but hears nothing live: the stream says why and ends at once.
      const suspension = await suspensionNow(app.db, user.user_id);
      if (suspension) {
        reply.hijack();
        reply.raw.writeHead(200, SSE_HEADERS);
        reply.raw.end(suspendedEvent(suspension.message, suspension.banned));
        return;
      }
      // Before the stream starts: unless listening, an event committed meanwhile would be missed.
      await hub.listen();
      reply.hijack();
      reply.raw.writeHead(200, SSE_HEADERS);
      const client = hub.open(user.user_id, tokenHash, reply.raw, parseLastEventId(request.headers['last-event-id']));
      request.raw.once('close', () => hub.disconnect(client));
    },
  );
};
