import { authResponse } from '@tubesphere/shared/contract/auth';
import { errorResponse, successResponse } from '@tubesphere/shared/contract/common';
import {
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorEnableResponse,
  twoFactorLoginBody,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
} from '@tubesphere/shared/contract/two-factor';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';
import { signIn } from '../accounts/index.ts';
import { toUserProfile } from '../users/index.ts';
import type { TwoFactorService } from './service.ts';
import { challengeToken, clearChallengeCookie } from './sign-in.ts';

const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

/** /settings → 2단계 인증 (status, setup, enable, disable) and the sign-in's code step. */
export function twoFactorRoutes(service: TwoFactorService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];
    const memberErrors = { 400: errorResponse, 401: errorResponse, 429: errorResponse };

    app.get(
      '/api/auth/2fa',
      { preValidation: signedIn, schema: { tags, response: { 200: twoFactorStatusResponse, 401: errorResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const user = requireUser(request);
        const status = await service.status(user.user_id);
        const adminRequired = user.admin_level >= 1 && (await app.admin.settings.get()).admin_two_factor_required;
        return { ...status, adminRequired };
      },
    );

    app.post(
      '/api/auth/2fa/setup',
      {
        config: { rateLimit: RATE_LIMITS.twoFactorSettings },
        preValidation: signedIn,
        schema: { tags, response: { 200: twoFactorSetupResponse, ...memberErrors, 409: errorResponse } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.setup(requireUser(request));
      },
    );

    app.post(
      '/api/auth/2fa/enable',
      {
        config: { rateLimit: RATE_LIMITS.twoFactorSettings },
        preValidation: signedIn,
        schema: {
          tags,
          body: twoFactorEnableBody,
          response: { 200: twoFactorEnableResponse, ...memberErrors, 409: errorResponse },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { recoveryCodes: await service.enable(requireUser(request), request.body.code) };
      },
    );

    app.post(
      '/api/auth/2fa/disable',
      {
        config: { rateLimit: RATE_LIMITS.passwordCheck },
        preValidation: signedIn,
        schema: { tags, body: twoFactorDisableBody, response: { 200: successResponse, ...memberErrors } },
      },
      async (request) => {
        await service.disable(requireUser(request), request.body);
        return { success: true as const };
      },
    );

    app.post(
      '/api/auth/login/2fa',
      {
        config: { rateLimit: RATE_LIMITS.twoFactorSignIn },
        schema: {
          tags,
          body: twoFactorLoginBody,
          response: { 200: authResponse, 400: errorResponse, 429: errorResponse },
        },
      },
      async (request, reply) => {
        const userId = await service.completeChallenge(challengeToken(request), request.body);
        const user = await service.user(userId);
        clearChallengeCookie(reply);
        await signIn(app, reply, userId);
        return { user: toUserProfile(user) };
      },
    );
  };
}
