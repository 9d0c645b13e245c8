import { unsubscribeQuery, unsubscribeResponse } from '@tubesphere/shared/contract/away-mail';
import { errorResponse } from '@tubesphere/shared/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';
import { unsubscribe } from './unsubscribe-service.ts';

const tags = ['notifications'];

/**
 * The List-Unsubscribe link. GET only leads to the /unsubscribe page, whose button POSTs: mail
 * scanners and link previews open every link in a mail, and must not unsubscribe anyone. POST is
 * RFC 8058's one click: no session (the mail client's server sends it), the token is the
 * authority, and the body (`List-Unsubscribe=One-Click`, as a form) is accepted and not needed.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to these routes: the rest of the API takes JSON only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/api/mail/unsubscribe',
    {
      config: { rateLimits: [RATE_LIMITS.mailUnsubscribe] },
      schema: {
        tags,
        querystring: unsubscribeQuery,
        response: { 303: z.null(), 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303);
    },
  );

  app.post(
    '/api/mail/unsubscribe',
    {
      config: { rateLimits: [RATE_LIMITS.mailUnsubscribe] },
      schema: {
        tags,
        querystring: unsubscribeQuery,
        response: { 200: unsubscribeResponse, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return unsubscribe(app.db, request.query.token);
    },
  );
};
