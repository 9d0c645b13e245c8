import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProviders, fakeProviderEnv, startFakeProviders } from '../../src/fakes/index.ts';
import { answersAnySite } from '../../src/plugins/app/origin-check.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import type { Rule } from './route-fixture.ts';
import { createFixture, type Fixture, isMultipart } from './route-fixture.ts';
import { RULES } from './route-rules.ts';
import { apiRouteKeys, snapshotTables, startPreviewSite } from './support.ts';

/**
 * A page on another site cannot make the signed-in admin's browser do anything through the API
 * (docs/decisions/051-cross-site-requests.md). The Lax session cookie rides top-level
 * navigations, so a plain link to a GET that imports or spends quota used to run as the admin.
 * Every /api route, GETs included, is sent the headers Chromium sends for such a navigation
 * (and for a cross-site form post or fetch), with the admin's cookie: all refused, nothing
 * written, no quota spent.
 */

let t: TestApp;
let fakes: FakeProviders;
let site: Awaited<ReturnType<typeof startPreviewSite>>;
let f: Fixture;

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

/** What Chromium sends for a click on a link to us from https://evil.example. */
const NAVIGATION = {
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-user': '?1',
  referer: 'https://evil.example/',
};
/** A form another site posts, or its script's fetch (no-cors): Origin names the other site. */
const FORM_POST = { ...NAVIGATION, origin: 'https://evil.example' };
/** A sibling subdomain is a different site too. */
const SAME_SITE = { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
/** An older browser without fetch metadata: only Origin tells (fetch and XHR send it on GETs too). */
const ORIGIN_ONLY = { origin: 'https://evil.example' };

/** Tables a refusal must not touch, beyond the snapshot's (quota, audit and preview cache). */
async function sideTables() {
  const count = async (table: string) =>
    Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.app.db)).rows[0]?.n);
  const quota = await t.app.db.selectFrom('api_quota_usage').select(['provider', 'usage_day', 'units']).execute();
  return {
    quota: JSON.stringify(quota.sort((a, b) => a.provider.localeCompare(b.provider))),
    audit: await count('audit_log'),
    previews: await count('link_preview_cache'),
  };
}

const OAUTH_CALLBACK_KEY = 'GET /api/auth/oauth/:provider/callback';

describe('cross-site requests to the API', () => {
  it('are refused on every /api route, GETs included, before anything is written or spent', async () => {
    // The valid call of each route first: some rules write fixtures of their own (a pending post).
    const calls = [];
    for (const key of apiRouteKeys(t.app)) calls.push({ key, call: await (RULES[key] as Rule).call(f) });
    const before = { tables: await snapshotTables(t.app), side: await sideTables() };
    const wrong: string[] = [];
    let checks = 0;
    for (const { key, call } of calls) {
      const [method, path = ''] = key.split(' ') as ['GET' | 'POST', string];
      // Routes that answer any site by design (one-click unsubscribe: the token in the mailed link
      // guards it, which test/away-mail/away-mail.test.ts checks), except the sign-in callback,
      // which must still refuse a request that carries no state (below).
      if (answersAnySite(path) && key !== OAUTH_CALLBACK_KEY) continue;
      const body = isMultipart(call.payload) ? call.payload : undefined;
      for (const headers of method === 'GET' ? [NAVIGATION, SAME_SITE, ORIGIN_ONLY] : [FORM_POST, SAME_SITE]) {
        const response = await t.app.inject({
          method,
          url: call.url,
          payload: body ? body.payload : (call.payload as object | undefined),
          headers: { ...(body?.headers ?? {}), cookie: f.adminCookie, host: 'localhost:3000', ...headers },
        });
        checks += 1;
        // The provider's redirect back is cross-site by nature: the state cookie guards it, and
        // without one it is refused all the same (400), writing nothing.
        if (key === OAUTH_CALLBACK_KEY) {
          if (response.statusCode !== 400) wrong.push(`${key}: ${response.statusCode}`);
          continue;
        }
        if (response.statusCode !== 403 || response.json().error !== '허용되지 않은 요청 출처입니다.') {
          wrong.push(`${key} with ${JSON.stringify(headers)}: ${response.statusCode} ${response.body.slice(0, 100)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshotTables(t.app)).toEqual(before.tables);
    expect(await sideTables()).toEqual(before.side);
    console.info(`cross-site: ${apiRouteKeys(t.app).length} routes, ${checks} cross-site requests refused`);
  });

  it('spends no YouTube quota and stores no channel for the two GETs that did (channels, keyword search)', async () => {
    const before = await sideTables();
    const channelsBefore = await t.app.db.selectFrom('youtube_channels').select('channel_id').execute();
    for (const url of ['/api/youtube/channels?region=KR', '/api/admin/YoutubeSearchApi?q=%EA%B2%8C%EC%9E%84']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: f.adminCookie, ...NAVIGATION } });
      expect(response.statusCode, url).toBe(403);
    }
    expect(await sideTables()).toEqual(before);
    expect(await t.app.db.selectFrom('youtube_channels').select('channel_id').execute()).toEqual(channelsBefore);
  });

  it('lets the site itself, a typed address and scripts without browser headers through', async () => {
    const url = '/api/youtube/channels?region=KR';
    const sameOrigin = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', origin: 'http://localhost:3000' };
    const typed = { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-user': '?1' };
    for (const headers of [sameOrigin, typed, {}]) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: f.adminCookie, host: 'localhost:3000', ...headers },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
    const like = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${f.postOfB}/like`,
      payload: { type: 'like' },
      headers: {
        cookie: f.userA.cookie,
        host: 'localhost:3000',
        'sec-fetch-site': 'same-origin',
        origin: 'http://localhost:3000',
      },
    });
    expect(like.statusCode).toBe(200);
  });
});
