import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProviders, fakeProviderEnv, startFakeProviders } from '../../src/fakes/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import type { Rule } from './route-fixture.ts';
import { type Call, cookieOf, createFixture, type Fixture, isMultipart, type Role } from './route-fixture.ts';
import { RULES } from './route-rules.ts';
import { apiRouteKeys, injectAnswer, startPreviewSite } from './support.ts';

/**
 * The authorization matrix (docs/architecture.md#identity, #admin-access), generated from the server's own route table:
 * every /api route must have a rule here, and is called as a guest, as a user, as an admin and
 * — where it takes a `userId` — as user A naming user B. A route without a rule fails the test.
 * The rules live in route-rules.ts.
 */

function expected(rule: Rule, role: Role): number {
  const override = rule.expect?.[role];
  if (override !== undefined) return override;
  const ok = rule.ok ?? 200;
  if (role === 'admin') return ok;
  if (role === 'user') return rule.access === 'admin' ? 403 : ok;
  return rule.access === 'public' ? ok : 401;
}

let t: TestApp;
let fakes: FakeProviders;
let site: Awaited<ReturnType<typeof startPreviewSite>>;
let f: Fixture;
let ipCounter = 0;

beforeAll(async () => {
  fakes = await startFakeProviders();
  site = await startPreviewSite();
  t = await createTestApp({ env: { ...fakeProviderEnv(fakes), SAFE_FETCH_TEST_ALLOW: site.allow } });
  f = await createFixture(t.app, { previewOrigin: site.origin, videoId: fakes.youtubeCatalog.videos[0]?.id ?? '' });
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
  await site?.close();
});

async function send(key: string, call: Call, role: Role) {
  const [method] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'];
  let cookie = call.cookie === undefined ? cookieOf(f, role) : call.cookie;
  // The logout rule asks for a throw-away session of the role being tested.
  if (key === 'POST /api/auth/logout' && role !== 'guest') cookie = await f.freshCookie(role);
  if (RULES[key]?.session === 'throwaway' && role !== 'guest') cookie = await f.throwawayCookie();
  const body = isMultipart(call.payload) ? call.payload : undefined;
  ipCounter += 1;
  return injectAnswer(
    t.app,
    {
      method,
      url: call.url,
      payload: body ? body.payload : (call.payload as object | undefined),
      headers: { ...(body?.headers ?? {}), ...(cookie ? { cookie } : {}) },
      remoteAddress: `10.88.${ipCounter >> 8}.${ipCounter & 255}`,
    },
    RULES[key]?.stream === true,
  );
}

describe('authorization matrix over the route table', () => {
  it('has a rule for every /api route, and no rule for a route that does not exist', () => {
    const routes = apiRouteKeys(t.app);
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter((key) => !(key in RULES));
    const stale = Object.keys(RULES).filter((key) => !routes.includes(key));
    expect(missing, 'routes without an authorization rule: add them to RULES').toEqual([]);
    expect(stale, 'rules for routes the server does not have').toEqual([]);
  });

  it('answers every route as the rules say for guest, user, admin and user A naming user B', async () => {
    const results: string[] = [];
    let checks = 0;
    const check = async (key: string, call: Call, role: Role, want: number, label: string = role) => {
      const response = await send(key, call, role);
      checks += 1;
      if (response.statusCode !== want) {
        results.push(`${key} as ${label}: ${response.statusCode} (want ${want}) ${response.body.slice(0, 200)}`);
      }
      expect(response.statusCode, `${key} as ${label}`).toBeLessThan(500);
      return response;
    };
    for (const key of apiRouteKeys(t.app)) {
      const rule = RULES[key] as Rule;
      for (const role of ['guest', 'user', 'admin'] as const) {
        await check(key, await rule.call(f), role, expected(rule, role));
      }
      if (rule.claim) {
        // Naming someone else is refused, for users and admins alike; guests must sign in first.
        await check(key, await rule.claim(f, f.userB.userId), 'user', 403, 'user A naming user B');
        await check(key, await rule.claim(f, f.userB.userId), 'admin', 403, 'admin naming user B');
        await check(key, await rule.claim(f, f.userB.userId), 'guest', 401, 'guest naming user B');
        await check(key, await rule.claim(f, f.userA.userId), 'user', expected(rule, 'user'), 'user A naming self');
      }
    }
    console.info(
      `authorization matrix: ${apiRouteKeys(t.app).length} endpoints, ${checks} endpoint × role checks (guest, user, admin, A naming B)`,
    );
    expect(results).toEqual([]);
    // Some rules sign in or sign up afresh (a real scrypt hash each), slow on a busy machine.
  }, 180_000);

  it("shows user B's public profile to user A without B's e-mail or password hash", async () => {
    const response = await send('GET /api/users/:userId', { url: `/api/users/${f.userB.userId}` }, 'user');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(f.userB.email);
    expect(response.body).not.toMatch(/password|scrypt/i);
  });

  it('lets only the recipient report a 쪽지: a guest signs in, anyone else (an admin too) hears it does not exist', async () => {
    const senderId = Number((await f.correspondentId()).slice(4));
    const toA = await t.app.db
      .selectFrom('direct_message')
      .select('message_id')
      .where('sender_id', '=', senderId)
      .where('recipient_id', '=', Number(f.userA.userId.slice(4)))
      .executeTakeFirstOrThrow();
    const call = { url: '/api/reports', payload: { targetType: 'message', targetId: toA.message_id, reason: 'spam' } };
    const answers: Record<string, number> = {};
    answers.guest = (await send('POST /api/reports', call, 'guest')).statusCode;
    answers.userB = (await send('POST /api/reports', { ...call, cookie: f.userB.cookie }, 'user')).statusCode;
    answers.admin = (await send('POST /api/reports', call, 'admin')).statusCode;
    answers.recipient = (await send('POST /api/reports', call, 'user')).statusCode;
    expect(answers).toEqual({ guest: 401, userB: 404, admin: 404, recipient: 201 });
  });

  it("does not show user B's pending post to user A, nor to a guest", async () => {
    const pending = await f.pendingPost();
    for (const role of ['guest', 'user'] as const) {
      const response = await send('GET /api/posts/:postId/detail', { url: `/api/posts/${pending}/detail` }, role);
      expect(response.statusCode, role).toBe(404);
    }
    const ownerView = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${pending}/detail`,
      headers: { cookie: f.userB.cookie },
    });
    expect(ownerView.statusCode).toBe(200);
  });
});
