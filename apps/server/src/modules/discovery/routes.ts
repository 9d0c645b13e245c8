import { sphereParams } from '@tubesphere/shared/contract/spheres';
import { webManifest } from '@tubesphere/shared/domain/web-manifest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { siteOrigin } from '../../lib/site-url.ts';
import { DEFAULT_HEAD, SITE_NAME } from '../pages/index.ts';
import { toWirePost } from '../posts/index.ts';
import { findLatestPosts } from './repository.ts';
import { RSS_ITEMS, renderRss } from './rss.ts';
import { Sitemaps } from './sitemap.ts';
import { xmlText } from './xml.ts';

const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';
/** Crawlers and feed readers come back on their own schedule; an hour of staleness is fine. */
const PUBLIC_HOUR = 'public, max-age=3600';
const hidden = { hide: true };
/** The site's icon (apps/web/build/app-icons.ts writes it beside index.html). */
const CHANNEL_IMAGE = '/icon-192.png';
const SPHERE_FEED_NOT_FOUND = '스피어를 찾을 수 없습니다.';
const xmlError = (message: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<error>${xmlText(message)}</error>\n`;

/**
 * What search engines, feed readers and browsers ask the site for besides its pages: sitemaps,
 * RSS (the site's and each sphere's), robots.txt and the web app manifest
 * (docs/decisions/121-discovery-and-install.md).
 */
export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const sitemaps = new Sitemaps(app);
  const spheres = app.spheres;

  app.get('/sitemap.xml', { schema: hidden }, async (request, reply) =>
    reply
      .type(XML)
      .header('cache-control', PUBLIC_HOUR)
      .send(await sitemaps.root(siteOrigin(request))),
  );

  app.get('/sitemap-pages.xml', { schema: hidden }, async (request, reply) =>
    reply
      .type(XML)
      .header('cache-control', PUBLIC_HOUR)
      .send(await sitemaps.pages(siteOrigin(request))),
  );

  app.get(
    '/sitemap-posts-:block(^\\d+).xml',
    { schema: { ...hidden, params: z.object({ block: z.coerce.number().int().min(1).max(100_000) }) } },
    async (request, reply) => {
      const xml = await sitemaps.posts(siteOrigin(request), request.params.block);
      if (xml === null) throw notFound('요청한 사이트맵이 없습니다.');
      return reply.type(XML).header('cache-control', PUBLIC_HOUR).send(xml);
    },
  );

  app.get('/rss.xml', { schema: hidden }, async (request, reply) => {
    const origin = siteOrigin(request);
    const posts = (await findLatestPosts(app.db, RSS_ITEMS)).map((record) => toWirePost(record));
    const channel = {
      title: SITE_NAME,
      description: DEFAULT_HEAD.description ?? SITE_NAME,
      link: `${origin}/`,
      self: `${origin}/rss.xml`,
      image: `${origin}${CHANNEL_IMAGE}`,
    };
    return reply
      .type(RSS)
      .header('cache-control', 'public, max-age=600')
      .send(renderRss(channel, posts, origin));
  });

  app.get('/sphere/:sphereId/rss.xml', { schema: { ...hidden, params: sphereParams } }, async (request, reply) => {
    const origin = siteOrigin(request);
    const { sphereId } = request.params;
    const sphere = await spheres.get(sphereId, null).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    });
    // A feed reader gets XML, even for a feed that does not exist.
    if (!sphere) return reply.code(404).type(XML).send(xmlError(SPHERE_FEED_NOT_FOUND));
    const posts = (await findLatestPosts(app.db, RSS_ITEMS, sphereId)).map((record) => toWirePost(record));
    const channel = {
      title: `${sphere.name} 스피어 | ${SITE_NAME}`,
      description: sphere.description,
      link: `${origin}/sphere/${sphereId}`,
      self: `${origin}/sphere/${sphereId}/rss.xml`,
      image: `${origin}${CHANNEL_IMAGE}`,
    };
    return reply
      .type(RSS)
      .header('cache-control', 'public, max-age=600')
      .send(renderRss(channel, posts, origin));
  });

  app.get('/robots.txt', { schema: hidden }, async (request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      '',
      `Sitemap: ${siteOrigin(request)}/sitemap.xml`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').header('cache-control', PUBLIC_HOUR).send(lines.join('\n'));
  });

  app.get('/manifest.webmanifest', { schema: hidden }, async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(JSON.stringify(webManifest())),
  );
};
