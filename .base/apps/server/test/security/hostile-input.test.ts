import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProviders, fakeProviderEnv, startFakeProviders } from '../../src/fakes/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  hostileKey,
  hostileString,
  hostileValue,
  POLLUTION_FRAGMENTS,
  pollutedJson,
  schemaKeys,
} from './hostile-values.ts';
import { type Call, cookieOf, createFixture, type Fixture, isMultipart, RULES } from './route-rules.ts';
import { apiRouteKeys, snapshotTables, startPreviewSite } from './support.ts';

/**
 * Hostile input (issue 10 §2): property-based fuzzing of every API route in the route table,
 * starting from each route's valid request (route-rules.ts) and bending it — one field replaced
 * by a hostile value, extra keys, prototype-pollution keys, random JSON, broken JSON, hostile
 * path segments and query strings. Whatever arrives: never a 5xx, an `{ error }` body on every
 * 4xx, and no row changed by a request that was refused. Runs are bounded and seeded.
 */

const SEED = 20_250_610;
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 24);

let t: TestApp;
let fakes: FakeProviders;
let site: Awaited<ReturnType<typeof startPreviewSite>>;
let f: Fixture;
let snapshot: Record<string, string>;
let cases = 0;
const statuses = new Map<number, number>();

beforeAll(async () => {
  fakes = await startFakeProviders();
  site = await startPreviewSite();
  t = await createTestApp({ env: { ...fakeProviderEnv(fakes), SAFE_FETCH_TEST_ALLOW: site.allow } });
  f = await createFixture(t.app, { previewOrigin: site.origin, videoId: fakes.youtubeCatalog.videos[0]?.id ?? '' });
  snapshot = await snapshotTables(t.app);
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
  await site?.close();
});

interface Sent {
  method: string;
  url: string;
  body?: string;
}

/** The status of the last case sent (for tests that want one status, not just the invariants). */
let lastStatus = 0;

/** Sends one fuzz case and checks the three invariants; returns a failure description or null. */
async function sendAndCheck(sent: Sent, cookie: string | null): Promise<string | null> {
  cases += 1;
  const response: LightMyRequestResponse = await t.app.inject({
    method: sent.method as 'GET' | 'POST',
    url: sent.url,
    payload: sent.body,
    headers: {
      ...(sent.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    remoteAddress: `10.99.${(cases >> 8) & 255}.${cases & 255}`,
  });
  lastStatus = response.statusCode;
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  const describe = () => `${sent.method} ${sent.url.slice(0, 300)} ${String(sent.body).slice(0, 300)}`;
  if (response.statusCode >= 500) return `${response.statusCode} for ${describe()}: ${response.body.slice(0, 300)}`;
  const after = await snapshotTables(t.app);
  if (response.statusCode >= 400) {
    let error: unknown;
    try {
      error = response.json().error;
    } catch {
      error = undefined;
    }
    if (typeof error !== 'string') return `${response.statusCode} without { error } for ${describe()}`;
    const changed = Object.keys(after).filter((table) => after[table] !== snapshot[table]);
    if (changed.length > 0) return `${response.statusCode} changed ${changed.join(', ')} for ${describe()}`;
  }
  snapshot = after;
  return null;
}

/**
 * Percent-encodes a path segment the way a hostile client may: a lone surrogate (which
 * encodeURIComponent refuses) goes out as the three bytes UTF-8 would give it — invalid UTF-8.
 */
function encodeSegment(segment: string): string {
  let out = '';
  for (const char of segment) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xed, 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

const withoutAdminKey = (key: string, body: Record<string, unknown>) => {
  // The SQL tool runs what an admin with the key types: fuzzing it must never hold the key.
  if (key !== 'POST /api/admin/query') return body;
  const { adminKey: _drop, ...rest } = body;
  return rest;
};

describe('hostile input on every route of the route table', () => {
  const fuzzCase = (fields: string[]) =>
    fc.record({
      mode: fc.constantFrom('field', 'field', 'field', 'extra', 'pollute', 'random-json', 'broken-json', 'path'),
      field: fc.constantFrom(...(fields.length > 0 ? fields : ['q'])),
      value: hostileValue,
      extra: fc.dictionary(hostileKey, hostileValue, { minKeys: 1, maxKeys: 3 }),
      segment: hostileString,
      asGuest: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      pollution: fc.constantFrom(...POLLUTION_FRAGMENTS),
      seedBody: fc.jsonValue({ maxDepth: 4 }),
      broken: fc.constantFrom('{', '{"a":', '[1,2', '{"a":1}}', 'null', '"text"', '\u0000', '{"a":"\\ud800"}', ''),
    });

  it('never answers 5xx, always answers { error } on 4xx, and changes no row on a refusal', async () => {
    const failures: string[] = [];
    const keys = apiRouteKeys(t.app);
    for (const [index, key] of keys.entries()) {
      const rule = RULES[key];
      if (!rule) throw new Error(`no rule for ${key} (the authorization matrix names the missing ones)`);
      const [method, template] = key.split(' ') as [string, string];
      const route = t.app.routeTable.find((r) => r.method === method && r.url === template);
      const bodyFields = schemaKeys(route?.schema?.body);
      const queryFields = schemaKeys(route?.schema?.querystring);
      const fields = method === 'GET' ? queryFields : [...bodyFields, ...queryFields.map((q) => `?${q}`)];

      const result = await fc.check(
        fc.asyncProperty(fuzzCase(fields), async (c) => {
          const writes = f.writes;
          const base: Call = await rule.call(f);
          const role = rule.access === 'admin' ? 'admin' : 'user';
          const signedIn = !c.asGuest && base.cookie !== null;
          // A password change or an account deletion that gets through must not hit user A.
          const cookie = !signedIn
            ? null
            : rule.session === 'throwaway'
              ? await f.throwawayCookie()
              : cookieOf(f, role);
          // The fixture wrote a row for this request (a pending post to confirm): that is not the server's.
          if (f.writes !== writes) snapshot = await snapshotTables(t.app);
          const baseBody =
            base.payload && !isMultipart(base.payload) ? { ...(base.payload as Record<string, unknown>) } : {};
          const url = new URL(base.url, 'http://localhost');
          let path = url.pathname;
          let body: string | undefined = method === 'GET' ? undefined : JSON.stringify(withoutAdminKey(key, baseBody));
          const setQuery = (name: string, value: unknown) => {
            if (Array.isArray(value)) {
              url.searchParams.delete(name);
              for (const item of value.slice(0, 50)) url.searchParams.append(name, String(item));
            } else {
              url.searchParams.set(
                name,
                typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
              );
            }
          };
          switch (c.mode) {
            case 'field':
              if (c.field.startsWith('?') || method === 'GET') setQuery(c.field.replace(/^\?/, ''), c.value);
              else body = JSON.stringify(withoutAdminKey(key, { ...baseBody, [c.field]: c.value }));
              break;
            case 'extra':
              if (method === 'GET') for (const [name, value] of Object.entries(c.extra)) setQuery(name, value);
              else body = JSON.stringify(withoutAdminKey(key, { ...baseBody, ...c.extra }));
              break;
            case 'pollute':
              if (method === 'GET') setQuery('__proto__[admin_level]', 1);
              else body = pollutedJson(withoutAdminKey(key, baseBody), c.pollution);
              break;
            case 'random-json':
              if (method === 'GET') setQuery(c.field.replace(/^\?/, ''), JSON.stringify(c.seedBody));
              else body = JSON.stringify(c.seedBody);
              break;
            case 'broken-json':
              if (method !== 'GET') body = c.broken;
              else setQuery('%zz', c.broken);
              break;
            case 'path':
              if (template.includes(':')) path = template.replace(/:\w+/, encodeSegment(c.segment));
              else setQuery(c.field.replace(/^\?/, ''), c.segment);
              break;
          }
          const search = url.searchParams.toString();
          const sent: Sent = { method, url: `${path}${search ? `?${search}` : ''}`, body };
          const failure = await sendAndCheck(sent, cookie);
          if (failure) failures.push(`${key}: ${failure}`);
          return failure === null;
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED + index, endOnFailure: true },
      );
      if (result.failed && result.errorInstance) failures.push(`${key}: ${String(result.errorInstance)}`);
    }
    const histogram = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.info(
      `hostile input: ${cases} fuzz cases over ${keys.length} routes (seed ${SEED}, ${RUNS_PER_ROUTE} runs each); statuses ${histogram.join(' ')}`,
    );
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses bodies over 1 MB, deeply nested JSON and odd methods and paths without a 5xx', async () => {
    const failures: string[] = [];
    const posts = apiRouteKeys(t.app).filter((key) => key.startsWith('POST '));
    const huge = JSON.stringify({ content: 'x'.repeat(1_100_000) });
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const deepObject = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    for (const key of posts) {
      const path = key.slice(5).replace(/:\w+/g, '1');
      for (const body of [huge, deep, deepObject]) {
        // Logout would end user A's session: it gets a guest (its own rule says so too); routes that
        // end or change the account get a throw-away one.
        let cookie: string | null = key === 'POST /api/auth/logout' ? null : f.userA.cookie;
        if (RULES[key]?.session === 'throwaway') {
          cookie = await f.throwawayCookie();
          snapshot = await snapshotTables(t.app);
        }
        const failure = await sendAndCheck({ method: 'POST', url: path, body }, cookie);
        if (failure) failures.push(failure);
      }
    }
    const result = await fc.check(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
        fc.array(hostileString, { minLength: 1, maxLength: 4 }),
        async (method, segments) => {
          const url = `/api/${segments.map(encodeSegment).join('/')}`;
          const failure = await sendAndCheck({ method, url }, f.userA.cookie);
          if (failure) failures.push(failure);
          return failure === null;
        },
      ),
      { numRuns: 60, seed: SEED, endOnFailure: true },
    );
    if (result.failed && result.errorInstance) failures.push(String(result.errorInstance));
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses U+0000 in text with 400 on both engines (PostgreSQL text cannot hold it)', async () => {
    const nul = 'a\u0000b';
    const failures: string[] = [];
    const commentId = await f.commentOfA();
    const postId = await f.postOfA();
    snapshot = await snapshotTables(t.app);
    const requests: [string, string, object | undefined, string | null][] = [
      ['PATCH', `/api/comments/${commentId}`, { content: nul }, f.userA.cookie],
      ['PATCH', `/api/posts/${postId}`, { blocks: [{ id: 1, type: 'text', content: nul }] }, f.userA.cookie],
      ['PATCH', '/api/users/me', { user_name: nul }, f.userA.cookie],
      ['PATCH', '/api/users/me', { bio: nul }, f.userA.cookie],
      ['POST', `/api/posts/${f.postOfB}/comments`, { content: nul }, f.userA.cookie],
      ['POST', '/api/posts/feed', { title: nul, blocks: [{ id: 1, type: 'text', content: nul }] }, f.userA.cookie],
      ['POST', '/api/auth/signup', { email: 'nul@test.kr', password: 'password-123', user_name: nul }, null],
      ['POST', '/api/character/customize', { basePartId: 'base_cat', characterName: nul }, f.userA.cookie],
      ['GET', `/api/posts/search?q=${encodeURIComponent(nul)}`, undefined, null],
      ['GET', `/api/admin/posts/all?q=${encodeURIComponent(nul)}`, undefined, f.adminCookie],
      ['GET', `/api/users/${encodeURIComponent(nul)}`, undefined, null],
    ];
    for (const [method, url, payload, cookie] of requests) {
      const body = payload === undefined ? undefined : JSON.stringify(payload);
      const failure = await sendAndCheck({ method, url, body }, cookie);
      if (failure) failures.push(failure);
      else if (lastStatus !== 400) failures.push(`${method} ${url}: ${lastStatus}, want 400`);
    }
    expect(failures).toEqual([]);
  });

  it('left no prototype polluted and made nobody an admin', async () => {
    const plain: Record<string, unknown> = {};
    expect(plain.polluted).toBeUndefined();
    expect(plain.admin_level).toBeUndefined();
    expect(plain.isAdmin).toBeUndefined();
    const admins = await t.app.db.selectFrom('user').select('email').where('admin_level', '>', 0).execute();
    expect(admins.map((a) => a.email)).toEqual(['admin@test.kr']);
    // The fuzz user still is who it was.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: f.userA.cookie } });
    expect(me.json().user).toMatchObject({ user_id: f.userA.userId, admin_level: 0 });
  });
});
