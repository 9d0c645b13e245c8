import { OAUTH_MESSAGES } from '@tubesphere/shared/contract/oauth';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_OAUTH_IDENTITIES,
  type FakeProviders,
  fakeProviderEnv,
  startFakeProviders,
} from '../../src/fakes/index.ts';
import { totpCode } from '../../src/lib/totp.ts';
import { createTestApp, sessionCookie, signUpUser, type TestApp } from '../helpers/test-app.ts';

/** 카카오 / 네이버 / Google against the built-in fakes, which answer in the providers' real formats over HTTP. */

let fakes: FakeProviders;
let t: TestApp;

beforeAll(async () => {
  fakes = await startFakeProviders();
  t = await createTestApp({ env: fakeProviderEnv(fakes) });
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

const cookiesOf = (response: LightMyRequestResponse) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

/**
 * A browser's round trip: our start route, the provider's authorize page (a real HTTP request to
 * the fake, which approves at once), and our callback with the code and state it sent back.
 */
async function roundTrip(provider: string, options: { session?: string; mode?: 'link' } = {}) {
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/auth/oauth/${provider}${options.mode ? `?mode=${options.mode}` : ''}`,
    headers: options.session ? { cookie: options.session } : {},
  });
  expect(start.statusCode, start.body).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.searchParams.get('state')).toBeTruthy();
  const approved = await fetch(authorize, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location') as string);
  expect(back.pathname).toBe(`/api/auth/oauth/${provider}/callback`);
  const stateCookie = cookiesOf(start);
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: {
      cookie: [stateCookie, options.session].filter(Boolean).join('; '),
      // What a browser sends when the provider redirects it back.
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
    },
  });
  return { start, authorize, back, callback, stateCookie };
}

const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().user;
const linksOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/oauth/links', headers: { cookie } })).json();

describe('first and second sign-in', () => {
  it.each([
    'kakao',
    'naver',
    'google',
  ])('%s: creates the account with its link, then signs the same account in', async (provider) => {
    const first = await roundTrip(provider);
    expect(first.callback.statusCode, first.callback.body).toBe(303);
    expect(first.callback.headers.location).toBe('/');
    const cookie = sessionCookie(first.callback);
    const identity = FAKE_OAUTH_IDENTITIES[provider as 'kakao'];
    const user = await me(cookie);
    expect(user).toMatchObject({
      user_name: identity.nickname,
      email: identity.email,
      emailVerified: true,
      profile_image: identity.picture,
    });
    const links = await linksOf(cookie);
    expect(links).toMatchObject({ links: [{ provider, email: identity.email }], hasPassword: false });

    const second = await roundTrip(provider);
    expect(second.callback.statusCode).toBe(303);
    expect((await me(sessionCookie(second.callback))).user_id).toBe(user.user_id);
    const rows = await t.app.db.selectFrom('user').select('user_id').where('email', '=', identity.email!).execute();
    expect(rows).toHaveLength(1);
  });

  it('uses state and PKCE with Google, state with Kakao and Naver', async () => {
    const google = await roundTrip('google');
    expect(google.authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(google.authorize.searchParams.get('code_challenge')).toBeTruthy();
    const kakao = await roundTrip('kakao');
    expect(kakao.authorize.searchParams.get('code_challenge')).toBeNull();
    expect(kakao.authorize.searchParams.get('state')).toBe(kakao.back.searchParams.get('state'));
  });
});

describe('bad callbacks', () => {
  it('refuses a wrong, missing or replayed state with 400 and no session', async () => {
    const trip = await roundTrip('kakao');
    expect(trip.callback.statusCode).toBe(303);
    // The same callback again: the cookie was spent (and the provider's code too).
    const replay = await t.app.inject({
      method: 'GET',
      url: `${trip.back.pathname}${trip.back.search}`,
      headers: { cookie: trip.stateCookie },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe(OAUTH_MESSAGES.badState);
    expect(replay.cookies.find((c) => c.name === 'ts_session')).toBeUndefined();

    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/naver' });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oauth/naver/callback?code=abc&state=not-the-state',
      headers: { cookie: cookiesOf(start) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.cookies.find((c) => c.name === 'ts_session')).toBeUndefined();
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/naver/callback?code=abc&state=x' });
    expect(none.statusCode).toBe(400);
  });

  it('refuses a callback replayed on another process with 400 and no session, before asking the provider', async () => {
    const other = await createTestApp({ shareDatabaseWith: t, env: fakeProviderEnv(fakes) });
    try {
      const trip = await roundTrip('google');
      expect(trip.callback.statusCode, trip.callback.body).toBe(303);
      const replay = await other.app.inject({
        method: 'GET',
        url: `${trip.back.pathname}${trip.back.search}`,
        headers: { cookie: trip.stateCookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(replay.statusCode).toBe(400);
      expect(replay.json().error).toBe(OAUTH_MESSAGES.badState);
      expect(replay.cookies.find((c) => c.name === 'ts_session')).toBeUndefined();

      // A state started on one process completes on the other (no process keeps it to itself).
      const start = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/kakao' });
      const approved = await fetch(new URL(start.headers.location as string), { redirect: 'manual' });
      const back = new URL(approved.headers.get('location') as string);
      const callback = await other.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        headers: { cookie: cookiesOf(start), 'sec-fetch-site': 'cross-site' },
      });
      expect(callback.statusCode, callback.body).toBe(303);
      expect(callback.headers.location).toBe('/');
    } finally {
      await other.close();
    }
  });

  it('answers an unknown provider with 404', async () => {
    for (const url of ['/api/auth/oauth/facebook', '/api/auth/oauth/facebook/callback?code=a&state=b']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error).toBe(OAUTH_MESSAGES.unknownProvider);
    }
  });

  it('sends the person back to /login with a reason when they cancel or the provider fails', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/kakao' });
    const state = new URL(start.headers.location as string).searchParams.get('state');
    const cancelled = await t.app.inject({
      method: 'GET',
      url: `/api/auth/oauth/kakao/callback?error=access_denied&state=${state}`,
      headers: { cookie: cookiesOf(start) },
    });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('/login?oauthError=cancelled');

    // A code the provider never issued: its token endpoint refuses (Kakao's KOE320).
    const again = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/kakao' });
    const againState = new URL(again.headers.location as string).searchParams.get('state');
    const failed = await t.app.inject({
      method: 'GET',
      url: `/api/auth/oauth/kakao/callback?code=never-issued&state=${againState}`,
      headers: { cookie: cookiesOf(again) },
    });
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe('/login?oauthError=provider');
    expect(failed.cookies.find((c) => c.name === 'ts_session')).toBeUndefined();
  });

  it('writes nothing when the provider is down', async () => {
    const down = await createTestApp({
      env: { ...fakeProviderEnv(fakes), GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token' },
    });
    try {
      const before = await down.app.db.selectFrom('user').select('user_id').execute();
      const start = await down.app.inject({ method: 'GET', url: '/api/auth/oauth/google' });
      const approved = await fetch(start.headers.location as string, { redirect: 'manual' });
      const back = new URL(approved.headers.get('location') as string);
      const callback = await down.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        headers: { cookie: cookiesOf(start) },
      });
      expect(callback.statusCode).toBe(303);
      expect(callback.headers.location).toBe('/login?oauthError=provider');
      expect(await down.app.db.selectFrom('user').select('user_id').execute()).toEqual(before);
      expect(await down.app.db.selectFrom('user_oauth_account').selectAll().execute()).toEqual([]);
    } finally {
      await down.close();
    }
  });
});

describe('an address that already has an account', () => {
  it('is not taken over: the member signs in first and links from /settings', async () => {
    fakes.oauth.identities.naver = {
      ...FAKE_OAUTH_IDENTITIES.naver,
      id: 'naver-owner-1',
      email: `owner-${Date.now()}@naver.com`,
    };
    try {
      const owner = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: fakes.oauth.identities.naver.email, password: 'password-123', user_name: '주인' },
      });
      const ownerCookie = sessionCookie(owner);
      const refused = await roundTrip('naver');
      expect(refused.callback.headers.location).toBe('/login?oauthError=email-exists');
      expect(refused.callback.cookies.find((c) => c.name === 'ts_session')).toBeUndefined();

      const linked = await roundTrip('naver', { session: ownerCookie, mode: 'link' });
      expect(linked.callback.statusCode).toBe(303);
      expect(linked.callback.headers.location).toBe('/settings?linked=naver#linked-accounts');
      const signedIn = await roundTrip('naver');
      expect(signedIn.callback.headers.location).toBe('/');
      expect((await me(sessionCookie(signedIn.callback))).user_id).toBe((await me(ownerCookie)).user_id);
    } finally {
      fakes.oauth.identities.naver = FAKE_OAUTH_IDENTITIES.naver;
    }
  });
});

describe('link and unlink', () => {
  it('links a provider to a signed-in member and unlinks it; a provider account links to one member only', async () => {
    fakes.oauth.identities.google = { ...FAKE_OAUTH_IDENTITIES.google, id: 'google-linker-1', email: null };
    try {
      const member = await signUpUser(t.app);
      const trip = await roundTrip('google', { session: member.cookie, mode: 'link' });
      expect(trip.callback.headers.location).toBe('/settings?linked=google#linked-accounts');
      expect((await linksOf(member.cookie)).links).toMatchObject([{ provider: 'google' }]);

      const again = await roundTrip('google', { session: member.cookie, mode: 'link' });
      expect(again.callback.headers.location).toBe('/settings?oauthError=already-linked#linked-accounts');
      const other = await signUpUser(t.app);
      const elsewhere = await roundTrip('google', { session: other.cookie, mode: 'link' });
      expect(elsewhere.callback.headers.location).toBe('/settings?oauthError=linked-elsewhere#linked-accounts');

      const unlink = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/oauth/google',
        headers: { cookie: member.cookie },
      });
      expect(unlink.statusCode, unlink.body).toBe(200);
      expect((await linksOf(member.cookie)).links).toEqual([]);
      const notLinked = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/oauth/google',
        headers: { cookie: member.cookie },
      });
      expect(notLinked.statusCode).toBe(404);
    } finally {
      fakes.oauth.identities.google = FAKE_OAUTH_IDENTITIES.google;
    }
  });

  it('never unlinks the last way in of an account without a password', async () => {
    fakes.oauth.identities.kakao = { ...FAKE_OAUTH_IDENTITIES.kakao, id: '777000111', email: null };
    try {
      const trip = await roundTrip('kakao');
      const cookie = sessionCookie(trip.callback);
      // No address vouched for: a placeholder that can never receive mail.
      expect((await me(cookie)).email).toBe('kakao-777000111@oauth.invalid');
      const refused = await t.app.inject({ method: 'DELETE', url: '/api/auth/oauth/kakao', headers: { cookie } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(OAUTH_MESSAGES.lastWayIn);
      expect((await linksOf(cookie)).links).toHaveLength(1);
    } finally {
      fakes.oauth.identities.kakao = FAKE_OAUTH_IDENTITIES.kakao;
    }
  });

  it('needs a session to link', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/kakao?mode=link' });
    expect(response.statusCode).toBe(401);
  });
});

describe('2단계 인증 after a provider', () => {
  it('asks a member who has it for the code before any session, then the code signs in', async () => {
    const first = await roundTrip('naver');
    const cookie = sessionCookie(first.callback);
    const setup = await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: { cookie }, payload: {} });
    const secret = setup.json().secret as string;
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      headers: { cookie },
      payload: { code: totpCode(secret, Date.now() - 30_000) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);

    const again = await roundTrip('naver');
    expect(again.callback.statusCode, again.callback.body).toBe(303);
    expect(again.callback.headers.location).toBe('/login?twoFactor=1');
    expect(again.callback.cookies.find((c) => c.name === 'ts_session')).toBeUndefined();
    const challenge = again.callback.cookies.find((c) => c.name === 'ts_2fa');
    expect(challenge).toMatchObject({ httpOnly: true, path: '/api/auth/login' });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/2fa',
      headers: { cookie: `ts_2fa=${challenge?.value}` },
      payload: { code: totpCode(secret, Date.now() + 30_000) },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await me(sessionCookie(done))).user_id).toBe((await me(cookie)).user_id);

    // An account without a password turns it off with a code alone.
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/disable',
      headers: { cookie },
      payload: { recoveryCode: (enabled.json().recoveryCodes as string[])[0] },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await roundTrip('naver')).callback.headers.location).toBe('/');
  });
});

describe('providers', () => {
  it('lists the configured providers only', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/providers' });
    expect(all.json()).toEqual({ providers: ['kakao', 'naver', 'google'] });
    const bare = await createTestApp();
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/auth/oauth/providers' })).json()).toEqual({
        providers: [],
      });
      const off = await bare.app.inject({ method: 'GET', url: '/api/auth/oauth/kakao' });
      expect(off.statusCode).toBe(404);
      expect(off.json().error).toBe(OAUTH_MESSAGES.notConfigured);
    } finally {
      await bare.close();
    }
  });
});
