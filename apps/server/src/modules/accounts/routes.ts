import {
  ACCOUNT_MESSAGES,
  acceptedResponse,
  passwordResetBody,
  passwordResetConfirmBody,
} from '@tubesphere/shared/contract/accounts';
import { authResponse } from '@tubesphere/shared/contract/auth';
import { errorResponse } from '@tubesphere/shared/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailLinkOrigin } from '../../lib/site-url.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';
import { sendSoon } from '../mail/index.ts';
import { toUserProfile } from '../users/index.ts';
import { signIn } from './session-cookie.ts';

/** 비밀번호 찾기: POST /api/auth/password-reset and /api/auth/password-reset/confirm. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];

  app.post(
    '/api/auth/password-reset',
    {
      config: { rateLimits: [RATE_LIMITS.passwordResetPerAddress, RATE_LIMITS.passwordResetPerEmail] },
      schema: {
        tags,
        body: passwordResetBody,
        response: { 202: acceptedResponse, 400: errorResponse, 429: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      await app.accounts.passwordReset.request(request.body.email, mailLinkOrigin(request));
      sendSoon(app);
      return reply.status(202).send({ success: true as const, message: ACCOUNT_MESSAGES.resetRequested });
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: { rateLimit: RATE_LIMITS.accountTokenUse },
      schema: {
        tags,
        body: passwordResetConfirmBody,
        response: { 200: authResponse, 400: errorResponse, 403: errorResponse, 429: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const user = await app.accounts.passwordReset.confirm(request.body.token, request.body.password);
      await signIn(app, reply, user.user_id);
      return { user: toUserProfile(user) };
    },
  );
};
