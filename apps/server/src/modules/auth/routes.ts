import { authResponse, loginBody, meResponse, signupBody } from '@tubesphere/shared/contract/auth';
import { errorResponse, successResponse } from '@tubesphere/shared/contract/common';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toUserProfile } from '../users/user-profile.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from './session-token.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.cookieSecure,
      maxAge: SESSION_TTL_MS / 1000,
    });

  app.post(
    '/api/auth/signup',
    {
      schema: {
        tags: ['auth'],
        body: signupBody,
        response: { 201: authResponse, 400: errorResponse, 409: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const { user, token } = await app.authService.signup(request.body);
      setSessionCookie(reply, token);
      return reply.status(201).send({ user: toUserProfile(user) });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: loginBody,
        response: { 200: authResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const { user, token } = await app.authService.login(request.body, request.ip);
      setSessionCookie(reply, token);
      return { user: toUserProfile(user) };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], response: { 200: successResponse } } },
    async (request, reply) => {
      await app.authService.logout(request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const };
    },
  );

  app.get('/api/auth/me', { schema: { tags: ['auth'], response: { 200: meResponse } } }, async (request, reply) => {
    // Profiles change with every reward; never let a cache answer for the session.
    reply.header('cache-control', 'no-store');
    return { user: request.user ? toUserProfile(request.user) : null };
  });
};
