import {
  authResponse,
  changePasswordBody,
  deleteAccountBody,
  loginBody,
  meResponse,
  signupBody,
} from '@tubesphere/shared/contract/auth';
import { errorResponse, successResponse } from '@tubesphere/shared/contract/common';
import { signupChallengeResponse } from '@tubesphere/shared/contract/signup-challenge';
import { loginResponse } from '@tubesphere/shared/contract/two-factor';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { networkKey } from '../../lib/address-key.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../../lib/session-token.ts';
import { mailLinkOrigin } from '../../lib/site-url.ts';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';
import { sendSoon } from '../mail/index.ts';
import { toUserProfile } from '../users/index.ts';

const signedIn = async (request: Parameters<typeof requireUser>[0]) => {
  requireUser(request);
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.auth.accounts;
  const tags = ['auth'];
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.cookieSecure,
      maxAge: SESSION_TTL_MS / 1000,
    });
  const clearSessionCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: '/' });

  app.post(
    '/api/auth/signup',
    {
      config: { rateLimit: RATE_LIMITS.signup },
      schema: {
        tags,
        body: signupBody,
        response: { 201: authResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const network = networkKey(request.ip);
      await app.spam.refuseBlockedEmail(request.body.email);
      await app.signupChallenge.check(network, request.body.altcha);
      const { user, token } = await app.auth.sessions.signup(request.body);
      await app.signupChallenge.record(network);
      setSessionCookie(reply, token);
      // The account exists either way; a verification mail that could not be written is asked again from /settings.
      await Promise.resolve()
        .then(() => app.accounts.email.sendVerification(user, mailLinkOrigin(request)))
        .then(() => sendSoon(app))
        .catch((error: unknown) => request.log.warn({ err: error }, 'verification mail not written'));
      return reply.status(201).send({ user: toUserProfile(user) });
    },
  );

  app.get(
    '/api/auth/signup-challenge',
    { schema: { tags, response: { 200: signupChallengeResponse, 429: errorResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.signupChallenge.issue(networkKey(request.ip));
    },
  );

  app.post(
    '/api/auth/login',
    {
      // Spraying from one address, guessing one account from one address, and from many.
      config: {
        rateLimits: [RATE_LIMITS.loginPerAddress, RATE_LIMITS.loginPerAddressAndEmail, RATE_LIMITS.loginPerAccount],
      },
      schema: {
        tags,
        body: loginBody,
        response: {
          200: loginResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          429: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = await app.auth.sessions.login(request.body);
      // 2단계 인증 on: no session yet; the code step (modules/two-factor) completes the sign-in.
      if ((await app.twoFactor.signIn(reply, user.user_id)) === 'challenge')
        return { twoFactorRequired: true as const };
      return { user: toUserProfile(user) };
    },
  );

  app.post('/api/auth/logout', { schema: { tags, response: { 200: successResponse } } }, async (request, reply) => {
    await app.auth.sessions.logout(request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply);
    return { success: true as const };
  });

  app.get('/api/auth/me', { schema: { tags, response: { 200: meResponse } } }, async (request, reply) => {
    // Profiles change with every reward; never let a cache answer for the session.
    reply.header('cache-control', 'no-store');
    return { user: request.user ? toUserProfile(request.user) : null };
  });

  app.post(
    '/api/auth/password',
    {
      config: { rateLimit: RATE_LIMITS.passwordCheck },
      preValidation: signedIn,
      schema: {
        tags,
        body: changePasswordBody,
        response: { 200: successResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      await accounts.changePassword(requireUser(request), request.cookies[SESSION_COOKIE], request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/logout-all',
    {
      config: { rateLimit: RATE_LIMITS.logoutEverywhere },
      preValidation: signedIn,
      schema: { tags, response: { 200: successResponse, 401: errorResponse, 429: errorResponse } },
    },
    async (request, reply) => {
      await accounts.logoutEverywhere(requireUser(request));
      clearSessionCookie(reply);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/delete-account',
    {
      config: { rateLimit: RATE_LIMITS.passwordCheck },
      preValidation: signedIn,
      schema: {
        tags,
        body: deleteAccountBody,
        response: { 200: successResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const leaving = await accounts.deleteAccount(requireUser(request), request.body.password);
      await app.uploads.removeFiles(leaving);
      clearSessionCookie(reply);
      return { success: true as const };
    },
  );
};
