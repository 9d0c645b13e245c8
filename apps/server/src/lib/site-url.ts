import { ACCOUNT_MESSAGES } from '@tubesphere/shared/contract/accounts';
import type { FastifyRequest } from 'fastify';
import { serviceUnavailable } from './http-error.ts';

/**
 * The origin links to the site are written with (canonical URLs, sitemap, RSS, Open Graph):
 * SITE_URL when set — behind a proxy the request's host may be an internal name — otherwise the
 * address the request came to.
 */
export const siteOrigin = (request: FastifyRequest): string =>
  request.server.config.siteUrl ?? `${request.protocol}://${request.host}`;

/** Hosts only this machine can send a browser to: a local `npm start` mails links without SITE_URL. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * The origin of links mailed to a person (password reset, address verification and change).
 * The Host header is the client's to choose: a reset requested with a forged Host would mail
 * the victim a real token inside a link to the attacker's site. So in production, without
 * SITE_URL, links are written only for a loopback Host (a local run); anything else is refused
 * with 503 and an error in the log that names the missing setting
 * (docs/decisions/211-mailed-links-need-site-url.md).
 */
export function mailLinkOrigin(request: FastifyRequest): string {
  const { siteUrl, env } = request.server.config;
  if (siteUrl) return siteUrl;
  if (env !== 'production' || LOOPBACK_HOSTS.has(request.hostname.toLowerCase()))
    return `${request.protocol}://${request.host}`;
  request.log.error(
    { host: request.host },
    'SITE_URL is not set: mailed links are refused in production for a host that is not loopback',
  );
  throw serviceUnavailable(ACCOUNT_MESSAGES.mailLinksUnavailable, 3600);
}

/**
 * The origin of links a job mails, with no request to read an address from: SITE_URL, or outside
 * production this process's own address; null in production without SITE_URL (the job then
 * writes no mail and says why in the log, as a request would be refused).
 */
export function jobMailOrigin(config: { siteUrl: string | null; env: string; port: number }): string | null {
  if (config.siteUrl) return config.siteUrl;
  return config.env === 'production' ? null : `http://localhost:${config.port}`;
}
