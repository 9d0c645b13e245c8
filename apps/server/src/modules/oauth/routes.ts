import { errorResponse, successResponse } from '@tubesphere/shared/contract/common';
import {
  isOAuthProvider,
  OAUTH_MESSAGES,
  OAUTH_PROVIDERS,
  type OAuthErrorCode,
  type OAuthProvider,
  oauthCallbackQuery,
  oauthLinksResponse,
  oauthProvidersResponse,
  oauthStartQuery,
} from '@tubesphere/shared/contract/oauth';
import { generateCodeVerifier, generateState } from 'arctic';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { siteOrigin } from '../../lib/site-url.ts';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';
import { type ProviderClient, ProviderFailure, providerClients } from './providers.ts';
import { hasPassword, type OAuthService } from './service.ts';
import { PENDING_SIGN_IN_MS, setPendingSignIn, takePendingSignIn } from './state-cookie.ts';
import { saveState, spendState } from './state-repository.ts';

const providerParams = z.object({ provider: z.string().max(20) });

const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

/**
 * GET /api/auth/oauth/{kakao|naver|google} (to the provider), its callback (signs in, creates or
 * links), DELETE /api/auth/oauth/:provider (unlink), and what /login and /settings show.
 */
export function oauthRoutes(service: OAuthService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];
    const clients = providerClients(app.config.oauth);
    const available = OAUTH_PROVIDERS.filter((provider) => clients[provider]);
    const clientFor = (name: string): [OAuthProvider, ProviderClient] => {
      if (!isOAuthProvider(name)) throw notFound(OAUTH_MESSAGES.unknownProvider);
      const client = clients[name];
      if (!client) throw notFound(OAUTH_MESSAGES.notConfigured);
      return [name, client];
    };
    const callbackUrl = (request: FastifyRequest, provider: OAuthProvider) =>
      `${siteOrigin(request)}/api/auth/oauth/${provider}/callback`;
    const backWithError = (reply: FastifyReply, mode: 'login' | 'link', code: OAuthErrorCode) =>
      reply.redirect(
        mode === 'link' ? `/settings?oauthError=${code}#linked-accounts` : `/login?oauthError=${code}`,
        303,
      );

    app.get('/api/auth/oauth/providers', { schema: { tags, response: { 200: oauthProvidersResponse } } }, async () => ({
      providers: available,
    }));

    app.get(
      '/api/auth/oauth/links',
      { preValidation: signedIn, schema: { tags, response: { 200: oauthLinksResponse, 401: errorResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const user = requireUser(request);
        const links = await service.linksOf(user.user_id);
        return {
          links: links
            .filter((row) => isOAuthProvider(row.provider))
            .map((row) => ({ provider: row.provider as OAuthProvider, email: row.email, linkedAt: row.created_at })),
          available,
          hasPassword: hasPassword(user),
        };
      },
    );

    app.get(
      '/api/auth/oauth/:provider',
      {
        config: { rateLimit: RATE_LIMITS.oauthSignIn },
        schema: {
          tags,
          params: providerParams,
          querystring: oauthStartQuery,
          response: { 302: z.null(), 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: errorResponse },
        },
      },
      async (request, reply) => {
        const [provider, client] = clientFor(request.params.provider);
        const mode = request.query.mode ?? 'login';
        const userId = mode === 'link' ? requireUser(request).user_id : null;
        const state = generateState();
        const codeVerifier = client.pkce ? generateCodeVerifier() : null;
        await saveState(app.db, state, new Date(), PENDING_SIGN_IN_MS);
        setPendingSignIn(reply, { provider, state, codeVerifier, mode, userId }, app.config.cookieSecure);
        reply.header('cache-control', 'no-store');
        return reply.redirect(
          client.authorizationUrl(state, codeVerifier, callbackUrl(request, provider)).toString(),
          302,
        );
      },
    );

    app.get(
      '/api/auth/oauth/:provider/callback',
      {
        config: { rateLimit: RATE_LIMITS.oauthSignIn },
        schema: {
          tags,
          params: providerParams,
          querystring: oauthCallbackQuery,
          response: { 303: z.null(), 400: errorResponse, 404: errorResponse, 429: errorResponse },
        },
      },
      async (request, reply) => {
        const [provider, client] = clientFor(request.params.provider);
        const pending = takePendingSignIn(request, reply);
        const { code, state, error } = request.query;
        // Another browser's callback, a replayed one (on any process), or a forged state: no
        // session, nothing written. The state is spent before the provider is asked anything.
        if (!pending || pending.provider !== provider || !state || state !== pending.state)
          throw badRequest(OAUTH_MESSAGES.badState);
        if (!(await spendState(app.db, state, new Date()))) throw badRequest(OAUTH_MESSAGES.badState);
        if (pending.mode === 'link' && request.user?.user_id !== pending.userId)
          throw badRequest(OAUTH_MESSAGES.badState);
        if (error || !code) return backWithError(reply, pending.mode, 'cancelled');
        let identity: Awaited<ReturnType<ProviderClient['identity']>>;
        try {
          const tokens = await client.exchange(code, pending.codeVerifier, callbackUrl(request, provider));
          identity = await client.identity(tokens);
        } catch (failure) {
          // A provider down or answering oddly is the provider's failure, never a 500 here.
          const reason =
            failure instanceof ProviderFailure || failure instanceof Error ? failure.message : String(failure);
          request.log.warn({ provider, reason }, 'sign-in provider failed');
          return backWithError(reply, pending.mode, 'provider');
        }
        if (pending.mode === 'link') {
          const problem = await service.link(requireUser(request), provider, identity);
          if (problem) return backWithError(reply, 'link', problem);
          return reply.redirect(`/settings?linked=${provider}#linked-accounts`, 303);
        }
        const outcome = await service.signIn(provider, identity);
        if (!outcome.ok) return backWithError(reply, 'login', outcome.code);
        // 2단계 인증 applies to a provider's sign-in as to a password's: the code step comes next.
        if ((await app.twoFactor.signIn(reply, outcome.user.user_id)) === 'challenge')
          return reply.redirect('/login?twoFactor=1', 303);
        return reply.redirect('/', 303);
      },
    );

    app.delete(
      '/api/auth/oauth/:provider',
      {
        config: { rateLimit: RATE_LIMITS.profileEdit },
        preValidation: signedIn,
        schema: {
          tags,
          params: providerParams,
          response: {
            200: successResponse,
            400: errorResponse,
            401: errorResponse,
            404: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request) => {
        if (!isOAuthProvider(request.params.provider)) throw notFound(OAUTH_MESSAGES.unknownProvider);
        await service.unlink(requireUser(request), request.params.provider);
        return { success: true as const };
      },
    );
  };
}
