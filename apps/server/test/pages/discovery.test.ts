import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { insertPost } from '../posts/post-fixtures.ts';

/** Sitemaps, RSS, robots.txt and the manifest (modules/discovery), read as a crawler would. */
const SITE = 'https://tubesphere.example';
let t: TestApp;
let author: Awaited<ReturnType<typeof signUpUser>>;
let sphereId: number;
const ids: Record<string, number> = {};

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The body parsed as XML, after checking it is well-formed. */
function xml(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body);
}

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, env: { SITE_URL: SITE } });
  author = await signUpUser(t.app, '글쓴이 <b>&</b>');
  const sphere = await t.app.db.selectFrom('sphere').select('sphere_id').orderBy('sphere_id').executeTakeFirstOrThrow();
  sphereId = sphere.sphere_id;
  ids.plain = await insertPost(t.app, author.numericId, { title: '평범한 글' });
  ids.escaped = await insertPost(t.app, author.numericId, {
    title: '<b>굵게</b> & "따옴표"',
    content: '본문 <i>태그</i> & 기호',
    blocks: [
      { id: '1', type: 'text', content: '본문 <i>태그</i> & 기호' },
      { id: '2', type: 'image', url: '/uploads/a1b2.png' },
    ],
  });
  ids.pending = await insertPost(t.app, author.numericId, { title: '대기 글', confirmed: false });
  ids.deleted = await insertPost(t.app, author.numericId, { title: '지운 글', deleted: true });
  ids.inSphere = await insertPost(t.app, author.numericId, {
    title: '스피어 글',
    blocks: [{ id: '1', type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
  });
  await t.app.db.updateTable('post').set({ sphere_id: sphereId }).where('post_id', '=', ids.inSphere).execute();
  await t.app.db
    .updateTable('post')
    .set({ edited_at: '2031-02-03T04:05:06.000Z' })
    .where('post_id', '=', ids.plain)
    .execute();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('robots.txt and the manifest', () => {
  it('names the sitemap and keeps admin and API out', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain('Disallow: /api/');
  });

  it('serves an installable manifest: Korean name, icons of 192, 512 and maskable, theme colour', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: '튜브스피어',
      short_name: '튜브스피어',
      lang: 'ko',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = manifest.icons as { src: string; sizes: string; purpose: string; type: string }[];
    expect(icons).toContainEqual(expect.objectContaining({ sizes: '192x192', purpose: 'any', type: 'image/png' }));
    expect(icons).toContainEqual(expect.objectContaining({ sizes: '512x512', purpose: 'any' }));
    expect(icons).toContainEqual(expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }));
  });
});

describe('sitemap', () => {
  it('lists home, every sphere and the confirmed posts with their last change', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const urls = list(xml(response.body).urlset.url) as { loc: string; lastmod?: string }[];
    const locs = urls.map((u) => u.loc);
    expect(locs[0]).toBe(`${SITE}/`);
    const spheres = await t.app.db.selectFrom('sphere').select('sphere_id').execute();
    for (const s of spheres) expect(locs).toContain(`${SITE}/sphere/${s.sphere_id}`);
    for (const id of [ids.plain, ids.escaped, ids.inSphere]) expect(locs).toContain(`${SITE}/post/post${id}`);
    for (const id of [ids.pending, ids.deleted]) expect(locs).not.toContain(`${SITE}/post/post${id}`);
    expect(urls.find((u) => u.loc === `${SITE}/post/post${ids.plain}`)?.lastmod).toBe('2031-02-03T04:05:06.000Z');
    expect(urls.find((u) => u.loc === `${SITE}/`)?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('becomes a sitemap index of files of at most 50,000 posts once the posts pass 50,000', async () => {
    // A post with a high id stands for a site past 50,000 posts: files cover fixed id ranges.
    await t.app.db
      .insertInto('post')
      .values({
        post_id: 120_000,
        user_id: author.numericId,
        title: '먼 글',
        content: '먼 글',
        blocks_json: '[]',
        is_confirmed: 1,
        created_at: '2031-01-01T00:00:00.000Z',
        updated_at: '2031-01-01T00:00:00.000Z',
      })
      .execute();
    try {
      const index = xml((await get('/sitemap.xml')).body);
      expect(list(index.sitemapindex.sitemap).map((s: { loc: string }) => s.loc)).toEqual([
        `${SITE}/sitemap-pages.xml`,
        `${SITE}/sitemap-posts-1.xml`,
        `${SITE}/sitemap-posts-2.xml`,
        `${SITE}/sitemap-posts-3.xml`,
      ]);
      const pages = list(xml((await get('/sitemap-pages.xml')).body).urlset.url).map((u: { loc: string }) => u.loc);
      expect(pages[0]).toBe(`${SITE}/`);
      expect(pages.some((loc: string) => loc.includes('/post/'))).toBe(false);
      const first = list(xml((await get('/sitemap-posts-1.xml')).body).urlset.url).map((u: { loc: string }) => u.loc);
      expect(first).toContain(`${SITE}/post/post${ids.plain}`);
      expect(first).not.toContain(`${SITE}/post/post120000`);
      const third = list(xml((await get('/sitemap-posts-3.xml')).body).urlset.url).map((u: { loc: string }) => u.loc);
      expect(third).toEqual([`${SITE}/post/post120000`]);
      expect((await get('/sitemap-posts-4.xml')).statusCode).toBe(404);
      expect((await get('/sitemap-posts-x.xml')).statusCode).toBe(404);
    } finally {
      await t.app.db.deleteFrom('post').where('post_id', '=', 120_000).execute();
    }
  });
});

describe('RSS', () => {
  it('carries the newest confirmed posts, newest first, with their text escaped', async () => {
    const response = await get('/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    const { rss } = xml(response.body);
    expect(rss['@version']).toBe('2.0');
    expect(rss.channel.title).toBe('튜브스피어');
    expect(rss.channel.link).toBe(`${SITE}/`);
    const items = list(rss.channel.item) as Record<string, unknown>[];
    expect(items.map((i) => i.link)).toEqual(
      [ids.inSphere, ids.escaped, ids.plain].map((id) => `${SITE}/post/post${id}`),
    );
    const escaped = items.find((i) => i.link === `${SITE}/post/post${ids.escaped}`);
    expect(escaped?.title).toBe('<b>굵게</b> & "따옴표"');
    expect(escaped?.description).toBe('본문 <i>태그</i> & 기호');
    expect(escaped?.['dc:creator']).toBe('글쓴이 <b>&</b>');
    expect(new Date(String(escaped?.pubDate)).toString()).not.toBe('Invalid Date');
  });

  it("carries each post's picture or video thumbnail, and the site's icon as the channel image", async () => {
    const { channel } = xml((await get('/rss.xml')).body).rss;
    expect(channel.image).toEqual({ url: `${SITE}/icon-192.png`, title: '튜브스피어', link: `${SITE}/` });
    const items = list(channel.item) as Array<Record<string, { '@url': string; '@type'?: string; '@length'?: string }>>;
    const byLink = (id: number | undefined) => items.find((i) => String(i.link) === `${SITE}/post/post${id}`);
    expect(byLink(ids.escaped)?.enclosure).toEqual({
      '@url': `${SITE}/uploads/a1b2.png`,
      '@length': '0',
      '@type': 'image/png',
    });
    expect(byLink(ids.escaped)?.['media:thumbnail']).toEqual({ '@url': `${SITE}/uploads/a1b2.png` });
    const thumbnail = 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg';
    expect(byLink(ids.inSphere)?.enclosure).toMatchObject({ '@url': thumbnail, '@type': 'image/jpeg' });
    expect(byLink(ids.inSphere)?.['media:thumbnail']).toEqual({ '@url': thumbnail });
    expect(byLink(ids.plain)?.enclosure).toBeUndefined();
  });

  it('keeps to 50 items', async () => {
    for (let i = 0; i < 51; i++) await insertPost(t.app, author.numericId, { title: `많은 글 ${i}` });
    const items = list(xml((await get('/rss.xml')).body).rss.channel.item);
    expect(items).toHaveLength(50);
  });

  it('has one feed per sphere, of its posts only', async () => {
    const response = await get(`/sphere/${sphereId}/rss.xml`);
    expect(response.statusCode).toBe(200);
    const { channel } = xml(response.body).rss;
    expect(channel.link).toBe(`${SITE}/sphere/${sphereId}`);
    expect(list(channel.item).map((i: { link: string }) => i.link)).toEqual([`${SITE}/post/post${ids.inSphere}`]);
    const unknown = await get('/sphere/99999/rss.xml');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/xml');
    expect(xml(unknown.body).error).toBe('스피어를 찾을 수 없습니다.');
    expect((await get('/sphere/abc/rss.xml')).statusCode).toBe(400);
  });
});
