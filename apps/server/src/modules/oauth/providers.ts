import type { OAuthProvider } from '@tubesphere/shared/contract/oauth';
import { CodeChallengeMethod, decodeIdToken, OAuth2Client, OAuth2Tokens } from 'arctic';
import type { AppConfig } from '../../config.ts';

/** Who the provider says signed in. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  /** The provider vouches that the person owns `email`. */
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** A provider's answer was not what a working provider sends (down, refused, malformed). */
export class ProviderFailure extends Error {
  override name = 'ProviderFailure';
}

export interface ProviderClient {
  /** PKCE (S256) where the provider supports it: Google. */
  pkce: boolean;
  authorizationUrl(state: string, codeVerifier: string | null, redirectUri: string): URL;
  exchange(code: string, codeVerifier: string | null, redirectUri: string): Promise<OAuth2Tokens>;
  identity(tokens: OAuth2Tokens): Promise<ProviderIdentity>;
}

const TIMEOUT_MS = 10_000;

async function getJson(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderFailure(`unreachable: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new ProviderFailure(`${response.status}: not JSON`);
  const record = body as Record<string, unknown>;
  // Naver answers token errors with 200 and an `error` field.
  if (!response.ok || typeof record.error === 'string') {
    throw new ProviderFailure(`${response.status}: ${String(record.error ?? record.msg ?? record.message ?? '')}`);
  }
  return record;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Every provider takes its credentials in the token request's form body (client_secret_post). */
function tokenExchange(tokenUrl: string, clientId: string, clientSecret: string) {
  return async (code: string, codeVerifier: string | null, redirectUri: string) => {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      client_secret: clientSecret,
    });
    if (codeVerifier) form.set('code_verifier', codeVerifier);
    const body = await getJson(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
      body: form,
    });
    const tokens = new OAuth2Tokens(body);
    if (typeof body.access_token !== 'string') throw new ProviderFailure('no access_token');
    return tokens;
  };
}

/** The configured providers (both id and secret set); the others offer no button. */
export function providerClients(config: AppConfig['oauth']): Partial<Record<OAuthProvider, ProviderClient>> {
  const clients: Partial<Record<OAuthProvider, ProviderClient>> = {};
  const { kakao, naver, google } = config;

  if (kakao.clientId && kakao.clientSecret) {
    const clientId = kakao.clientId;
    clients.kakao = {
      pkce: false,
      authorizationUrl: (state, _verifier, redirectUri) =>
        new OAuth2Client(clientId, null, redirectUri).createAuthorizationURL(
          `${kakao.authBaseUrl}/oauth/authorize`,
          state,
          ['profile_nickname', 'profile_image', 'account_email'],
        ),
      exchange: tokenExchange(`${kakao.authBaseUrl}/oauth/token`, clientId, kakao.clientSecret),
      async identity(tokens) {
        const me = await getJson(`${kakao.apiBaseUrl}/v2/user/me`, {
          headers: { authorization: `Bearer ${tokens.accessToken()}` },
        });
        const account = (me.kakao_account ?? {}) as Record<string, unknown>;
        const profile = (account.profile ?? {}) as Record<string, unknown>;
        if (typeof me.id !== 'number' && typeof me.id !== 'string') throw new ProviderFailure('kakao: no id');
        const email = text(account.email);
        return {
          subject: String(me.id),
          email: email?.toLowerCase() ?? null,
          emailVerified: email !== null && account.is_email_valid === true && account.is_email_verified === true,
          name: text(profile.nickname),
          picture: profile.is_default_image === true ? null : text(profile.profile_image_url),
        };
      },
    };
  }

  if (naver.clientId && naver.clientSecret) {
    const clientId = naver.clientId;
    clients.naver = {
      pkce: false,
      authorizationUrl: (state, _verifier, redirectUri) =>
        new OAuth2Client(clientId, null, redirectUri).createAuthorizationURL(
          `${naver.authBaseUrl}/oauth2.0/authorize`,
          state,
          [],
        ),
      exchange: tokenExchange(`${naver.authBaseUrl}/oauth2.0/token`, clientId, naver.clientSecret),
      async identity(tokens) {
        const me = await getJson(naver.profileUrl, { headers: { authorization: `Bearer ${tokens.accessToken()}` } });
        if (me.resultcode !== '00') throw new ProviderFailure(`naver: resultcode ${String(me.resultcode)}`);
        const response = (me.response ?? {}) as Record<string, unknown>;
        const subject = text(response.id);
        if (!subject) throw new ProviderFailure('naver: no id');
        const email = text(response.email);
        return {
          subject,
          email: email?.toLowerCase() ?? null,
          // Naver gives the address of the Naver account the person signed in with.
          emailVerified: email !== null,
          name: text(response.nickname) ?? text(response.name),
          picture: text(response.profile_image),
        };
      },
    };
  }

  if (google.clientId && google.clientSecret) {
    const clientId = google.clientId;
    clients.google = {
      pkce: true,
      authorizationUrl: (state, verifier, redirectUri) =>
        new OAuth2Client(clientId, null, redirectUri).createAuthorizationURLWithPKCE(
          `${google.authBaseUrl}/o/oauth2/v2/auth`,
          state,
          CodeChallengeMethod.S256,
          verifier ?? '',
          ['openid', 'email', 'profile'],
        ),
      exchange: tokenExchange(google.tokenUrl, clientId, google.clientSecret),
      async identity(tokens) {
        // The ID token came straight from the token endpoint over TLS: its claims are checked,
        // its signature need not be (OpenID Connect Core 3.1.3.7).
        let claims: Record<string, unknown>;
        try {
          claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
        } catch {
          throw new ProviderFailure('google: no readable id_token');
        }
        const issuer = claims.iss;
        if (issuer !== 'https://accounts.google.com' && issuer !== 'accounts.google.com')
          throw new ProviderFailure('google: wrong issuer');
        const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
        if (!audience.includes(clientId)) throw new ProviderFailure('google: wrong audience');
        if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now())
          throw new ProviderFailure('google: expired');
        const subject = text(claims.sub);
        if (!subject) throw new ProviderFailure('google: no sub');
        const email = text(claims.email);
        return {
          subject,
          email: email?.toLowerCase() ?? null,
          emailVerified: email !== null && claims.email_verified === true,
          name: text(claims.name),
          picture: text(claims.picture),
        };
      },
    };
  }
  return clients;
}
