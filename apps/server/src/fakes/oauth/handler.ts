import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { type FakeRequest, type FakeResponse, json } from '../http-types.ts';

export type FakeOAuthProvider = 'kakao' | 'naver' | 'google';

/** Who the fake provider says signed in; tests swap it to play a second person. */
export interface FakeOAuthIdentity {
  id: string;
  nickname: string;
  email: string | null;
  emailVerified: boolean;
  picture: string | null;
}

/** The client ids and secrets the fakes accept (DEMO_PROVIDERS=1 and tests configure these). */
export const FAKE_OAUTH_CREDENTIALS: Record<FakeOAuthProvider, { id: string; secret: string }> = {
  kakao: { id: 'fake-kakao-rest-api-key', secret: 'fake-kakao-client-secret' },
  naver: { id: 'fake-naver-login-client', secret: 'fake-naver-login-secret' },
  google: { id: 'fake-google-client.apps.googleusercontent.com', secret: 'fake-google-secret' },
};

/** The fixed demo person of each provider. */
export const FAKE_OAUTH_IDENTITIES: Record<FakeOAuthProvider, FakeOAuthIdentity> = {
  kakao: {
    id: '3141592653',
    nickname: '카카오데모',
    email: 'demo.kakao@kakao.com',
    emailVerified: true,
    picture: 'https://k.kakaocdn.net/dn/demo/img_640x640.jpg',
  },
  naver: {
    id: 'Nv8dQ3x-demo-K2mVt0L9uYwZs1pQ',
    nickname: '네이버데모',
    email: 'demo.naver@naver.com',
    emailVerified: true,
    picture: 'https://phinf.pstatic.net/contact/demo/profile.png',
  },
  google: {
    id: '109876543210987654321',
    nickname: 'Google 데모',
    email: 'demo.google@gmail.com',
    emailVerified: true,
    picture: 'https://lh3.googleusercontent.com/a/demo=s96-c',
  },
};

interface IssuedCode {
  provider: FakeOAuthProvider;
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  identity: FakeOAuthIdentity;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * Kakao, Naver and Google sign-in as their servers answer: the authorize page approves at once
 * (a redirect back with `code` and `state`), the token endpoint checks the client, the code (single
 * use), the redirect URI and — Google — the PKCE verifier, and the user-info answers come in each
 * provider's shape: Kakao's `kakao_account`, Naver's `resultcode`/`response` envelope, Google's
 * RS256-signed ID token.
 */
export function createOAuthFake() {
  const identities = { ...FAKE_OAUTH_IDENTITIES };
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, { provider: FakeOAuthProvider; identity: FakeOAuthIdentity }>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyId = randomBytes(8).toString('hex');

  const authorize = (provider: FakeOAuthProvider, request: FakeRequest): FakeResponse => {
    const q = request.query;
    const clientId = q.get('client_id') ?? '';
    const redirectUri = q.get('redirect_uri') ?? '';
    if (clientId !== FAKE_OAUTH_CREDENTIALS[provider].id || !redirectUri || q.get('response_type') !== 'code') {
      return { status: 400, body: 'invalid_request', contentType: 'text/plain; charset=utf-8' };
    }
    const code = randomBytes(16).toString('base64url');
    codes.set(code, {
      provider,
      clientId,
      redirectUri,
      codeChallenge: q.get('code_challenge'),
      identity: identities[provider],
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    const state = q.get('state');
    if (state !== null) back.searchParams.set('state', state);
    return { status: 302, body: '', contentType: 'text/plain', headers: { location: back.toString() } };
  };

  const idToken = (clientId: string, identity: FakeOAuthIdentity, accessToken: string) => {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', kid: keyId, typ: 'JWT' }));
    const payload = base64url(
      JSON.stringify({
        iss: 'https://accounts.google.com',
        azp: clientId,
        aud: clientId,
        sub: identity.id,
        email: identity.email,
        email_verified: identity.emailVerified,
        at_hash: base64url(createHash('sha256').update(accessToken).digest().subarray(0, 16)),
        name: identity.nickname,
        picture: identity.picture,
        given_name: identity.nickname,
        locale: 'ko',
        iat: now,
        exp: now + 3600,
      }),
    );
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url');
    return `${header}.${payload}.${signature}`;
  };

  const token = (provider: FakeOAuthProvider, request: FakeRequest): FakeResponse => {
    const form = new URLSearchParams(request.body ?? '');
    const issued = codes.get(form.get('code') ?? '');
    const credentials = FAKE_OAUTH_CREDENTIALS[provider];
    const invalidGrant =
      provider === 'naver'
        ? json(200, { error: 'invalid_request', error_description: 'no valid data in session' })
        : json(400, {
            error: 'invalid_grant',
            error_description: provider === 'kakao' ? 'authorization code not found for code=…' : 'Bad Request',
            ...(provider === 'kakao' ? { error_code: 'KOE320' } : {}),
          });
    if (form.get('client_id') !== credentials.id || form.get('client_secret') !== credentials.secret) {
      return json(401, { error: 'invalid_client', error_description: 'Bad client credentials' });
    }
    if (!issued || issued.provider !== provider || form.get('grant_type') !== 'authorization_code') return invalidGrant;
    codes.delete(form.get('code') ?? '');
    if (provider !== 'naver' && form.get('redirect_uri') !== issued.redirectUri) return invalidGrant;
    if (issued.codeChallenge) {
      const verifier = form.get('code_verifier') ?? '';
      if (base64url(createHash('sha256').update(verifier).digest()) !== issued.codeChallenge) return invalidGrant;
    }
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, { provider, identity: issued.identity });
    if (provider === 'kakao') {
      return json(200, {
        token_type: 'bearer',
        access_token: accessToken,
        expires_in: 21599,
        refresh_token: randomBytes(24).toString('base64url'),
        refresh_token_expires_in: 5183999,
        scope: 'account_email profile_image profile_nickname',
      });
    }
    if (provider === 'naver') {
      // Naver writes expires_in as a string.
      return json(200, {
        access_token: accessToken,
        refresh_token: randomBytes(24).toString('base64url'),
        token_type: 'bearer',
        expires_in: '3600',
      });
    }
    return json(200, {
      access_token: accessToken,
      expires_in: 3599,
      scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
      token_type: 'Bearer',
      id_token: idToken(issued.clientId, issued.identity, accessToken),
    });
  };

  const bearer = (request: FakeRequest, provider: FakeOAuthProvider) => {
    const header = request.headers.authorization ?? '';
    const found = tokens.get(header.replace(/^Bearer\s+/i, ''));
    return found?.provider === provider ? found.identity : undefined;
  };

  const kakaoMe = (request: FakeRequest): FakeResponse => {
    const identity = bearer(request, 'kakao');
    if (!identity) return json(401, { msg: 'this access token does not exist', code: -401 });
    return json(200, {
      id: Number(identity.id),
      connected_at: '2026-01-05T03:12:45Z',
      properties: { nickname: identity.nickname, profile_image: identity.picture, thumbnail_image: identity.picture },
      kakao_account: {
        profile_nickname_needs_agreement: false,
        profile_image_needs_agreement: false,
        profile: {
          nickname: identity.nickname,
          thumbnail_image_url: identity.picture,
          profile_image_url: identity.picture,
          is_default_image: identity.picture === null,
        },
        has_email: identity.email !== null,
        email_needs_agreement: false,
        is_email_valid: identity.email !== null,
        is_email_verified: identity.emailVerified,
        ...(identity.email ? { email: identity.email } : {}),
      },
    });
  };

  const naverMe = (request: FakeRequest): FakeResponse => {
    const identity = bearer(request, 'naver');
    if (!identity) return json(401, { resultcode: '024', message: 'Authentication failed / 인증에 실패했습니다.' });
    return json(200, {
      resultcode: '00',
      message: 'success',
      response: {
        id: identity.id,
        nickname: identity.nickname,
        profile_image: identity.picture,
        ...(identity.email ? { email: identity.email } : {}),
        name: identity.nickname,
      },
    });
  };

  return {
    identities,
    /** `path` below the provider's prefix: kakao-auth/…, kakao-api/…, naver-auth/…, naver-openapi/…, google-auth/…, google-token. */
    handle(prefix: string, tail: string, request: FakeRequest): FakeResponse | undefined {
      if (prefix === 'kakao-auth' && tail === 'oauth/authorize') return authorize('kakao', request);
      if (prefix === 'kakao-auth' && tail === 'oauth/token') return token('kakao', request);
      if (prefix === 'kakao-api' && tail === 'v2/user/me') return kakaoMe(request);
      if (prefix === 'naver-auth' && tail === 'oauth2.0/authorize') return authorize('naver', request);
      if (prefix === 'naver-auth' && tail === 'oauth2.0/token') return token('naver', request);
      if (prefix === 'naver-openapi' && tail === 'v1/nid/me') return naverMe(request);
      if (prefix === 'google-auth' && tail === 'o/oauth2/v2/auth') return authorize('google', request);
      if (prefix === 'google-token' && tail === 'token') return token('google', request);
      return undefined;
    },
  };
}
