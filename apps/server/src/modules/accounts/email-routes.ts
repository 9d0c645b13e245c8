import {
  ACCOUNT_MESSAGES,
  acceptedResponse,
  changeEmailBody,
  verifyEmailBody,
  verifyEmailResponse,
} from '@tubesphere/shared/contract/accounts';
import { errorResponse } from '@tubesphere/shared/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailLinkOrigin } from '../../lib/site-url.ts';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';
import { sendSoon } from '../mail/index.ts';

const signedIn = async (request: Parameters<typeof requireUser>[0]) => {
  requireUser(request);
};

/** E-mail verification and change: /api/auth/verify-email, its resend, and /api/auth/email. */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];

  app.post(
    '/api/auth/verify-email',
    {
      config: { rateLimit: RATE_LIMITS.accountTokenUse },
      schema: {
        tags,
        body: verifyEmailBody,
        response: { 200: verifyEmailResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const { outcome } = await app.accounts.email.verify(request.body.token);
      sendSoon(app);
      return {
        success: true as const,
        outcome,
        message: outcome === 'changed' ? ACCOUNT_MESSAGES.emailChanged : ACCOUNT_MESSAGES.verified,
      };
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      config: { rateLimit: RATE_LIMITS.verificationResend },
      preValidation: signedIn,
      schema: {
        tags,
        response: {
          202: acceptedResponse,
          400: errorResponse,
          401: errorResponse,
          429: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      await app.accounts.email.sendVerification(requireUser(request), mailLinkOrigin(request));
      sendSoon(app);
      return reply.status(202).send({ success: true as const, message: ACCOUNT_MESSAGES.verificationSent });
    },
  );

  app.post(
    '/api/auth/email',
    {
      config: { rateLimit: RATE_LIMITS.passwordCheck },
      preValidation: signedIn,
      schema: {
        tags,
        body: changeEmailBody,
        response: {
          202: acceptedResponse,
          400: errorResponse,
          401: errorResponse,
          409: errorResponse,
          429: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { newEmail, password } = request.body;
      await app.spam.refuseBlockedEmail(newEmail);
      await app.accounts.email.requestChange(requireUser(request), newEmail, password, mailLinkOrigin(request));
      sendSoon(app);
      return reply.status(202).send({ success: true as const, message: ACCOUNT_MESSAGES.changeRequested });
    },
  );
};
