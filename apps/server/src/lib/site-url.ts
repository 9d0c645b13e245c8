import type { FastifyRequest } from 'fastify';

/**
 * The origin links to the site are written with (canonical URLs, sitemap, RSS, Open Graph):
 * SITE_URL when set — behind a proxy the request's host may be an internal name — otherwise the
 * address the request came to.
 */
export const siteOrigin = (request: FastifyRequest): string =>
  request.server.config.siteUrl ?? `${request.protocol}://${request.host}`;
