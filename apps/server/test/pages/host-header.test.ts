import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { insertPost } from '../posts/post-fixtures.ts';
import { makeWebDir } from './page-fixtures.ts';

/**
 * A request's Host header never reaches another visitor's page. Guests share one cached copy of
 * each page, whose head holds absolute addresses (canonical, og:url, og:image, JSON-LD): with
 * SITE_URL they come from it; without it each origin has its own copy.
 */
const POISON = 'poison.example';
const webDir = makeWebDir({ renderer: true });
let plain: TestApp;
let pinned: TestApp;
const paths = { plain: [] as string[], pinned: [] as string[] };

async function pagesOf(t: TestApp): Promise<string[]> {
  const author = await signUpUser(t.app, '글쓴이');
  const postId = await insertPost(t.app, author.numericId, { title: '캐시된 글' });
  const sphere = await t.app.db.selectFrom('sphere').select('sphere_id').orderBy('sphere_id').executeTakeFirstOrThrow();
  return ['/', `/post/post${postId}`, `/sphere/${sphere.sphere_id}`, `/user/${author.userId}`];
}

beforeAll(async () => {
  // The read cache is on, as in production: guests share one copy until something is written.
  const env = { WEB_DIST_DIR: webDir, FEED_CACHE_TTL_MS: '60000' };
  plain = await createTestApp({ env });
  pinned = await createTestApp({ env: { ...env, SITE_URL: 'https://tubesphere.example' } });
  paths.plain = await pagesOf(plain);
  paths.pinned = await pagesOf(pinned);
});
afterAll(async () => {
  await plain.close();
  await pinned.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (t: TestApp, url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });

describe('the Host header and cached guest pages', () => {
  it('without SITE_URL, a made-up host gets its own copy and the site’s own host never sees it', async () => {
    for (const path of paths.plain) {
      const poisoned = await get(plain, path, POISON);
      expect(poisoned.statusCode).toBe(200);
      // Asked for by the site's own name right after, within the cache's lifetime.
      const honest = await get(plain, path, 'tubesphere.test');
      expect(honest.statusCode).toBe(200);
      expect(honest.body, path).not.toContain(POISON);
      expect(honest.body).toContain(`<link rel="canonical" href="http://tubesphere.test${path}">`);
    }
  });

  it('with SITE_URL, every absolute address comes from it whatever the Host says', async () => {
    for (const path of paths.pinned) {
      const poisoned = await get(pinned, path, POISON);
      expect(poisoned.body, path).not.toContain(POISON);
      expect(poisoned.body).toContain(`<link rel="canonical" href="https://tubesphere.example${path}">`);
      expect((await get(pinned, path, 'tubesphere.example')).body).not.toContain(POISON);
    }
  });
});
