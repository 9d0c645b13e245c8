import type { FastifyInstance } from 'fastify';
import { findMaxPostId, findSitemapPosts, findSitemapSpheres } from './repository.ts';
import { latest, xmlText } from './xml.ts';

/** The sitemap protocol's limit per file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_MAX_URLS = 50_000;

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface Entry {
  loc: string;
  lastmod: string | null;
}

const urlset = (entries: Entry[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${NS}">`,
    ...entries.map(
      (e) => `<url><loc>${xmlText(e.loc)}</loc>${e.lastmod ? `<lastmod>${xmlText(e.lastmod)}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');

/**
 * The sitemaps: home, every sphere, every confirmed post with its last change (created,
 * confirmed or edited). Up to 50,000 addresses /sitemap.xml lists them all; past that it is a
 * sitemap index of /sitemap-pages.xml (home, spheres) and /sitemap-posts-N.xml, each holding
 * the posts with ids in one block of 50,000 — fixed ranges, so a file's address never changes.
 */
export class Sitemaps {
  constructor(private readonly app: FastifyInstance) {}

  private async pageEntries(origin: string): Promise<Entry[]> {
    const spheres = await findSitemapSpheres(this.app.db);
    const newest = latest(...spheres.map((s) => s.latest as string | null));
    return [
      { loc: `${origin}/`, lastmod: newest },
      ...spheres.map((s) => ({
        loc: `${origin}/sphere/${s.sphere_id}`,
        lastmod: latest(s.created_at, s.latest as string | null),
      })),
    ];
  }

  private async postEntries(origin: string, block: number): Promise<Entry[]> {
    const rows = await findSitemapPosts(this.app.db, (block - 1) * SITEMAP_MAX_URLS, block * SITEMAP_MAX_URLS);
    return rows.map((p) => ({
      loc: `${origin}/post/post${p.post_id}`,
      lastmod: latest(p.created_at, p.confirmed_at, p.edited_at),
    }));
  }

  /** /sitemap.xml */
  async root(origin: string): Promise<string> {
    const [pages, maxPostId] = await Promise.all([this.pageEntries(origin), findMaxPostId(this.app.db)]);
    // Ids are an upper bound on how many posts there are: one file while they all fit in it.
    if (pages.length + maxPostId <= SITEMAP_MAX_URLS) {
      return urlset([...pages, ...(await this.postEntries(origin, 1))]);
    }
    const blocks = Math.ceil(maxPostId / SITEMAP_MAX_URLS);
    const files = [
      `${origin}/sitemap-pages.xml`,
      ...Array.from({ length: blocks }, (_, i) => `${origin}/sitemap-posts-${i + 1}.xml`),
    ];
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<sitemapindex xmlns="${NS}">`,
      ...files.map((loc) => `<sitemap><loc>${xmlText(loc)}</loc></sitemap>`),
      '</sitemapindex>',
      '',
    ].join('\n');
  }

  /** /sitemap-pages.xml: home and the spheres. */
  async pages(origin: string): Promise<string> {
    return urlset(await this.pageEntries(origin));
  }

  /** /sitemap-posts-N.xml, or null past the last block. */
  async posts(origin: string, block: number): Promise<string | null> {
    if (block > Math.ceil((await findMaxPostId(this.app.db)) / SITEMAP_MAX_URLS)) return null;
    return urlset(await this.postEntries(origin, block));
  }
}
