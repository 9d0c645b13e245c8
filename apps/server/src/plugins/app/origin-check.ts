import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/http-error.ts';

export const FOREIGN_ORIGIN_MESSAGE = '허용되지 않은 요청 출처입니다.';
const OAUTH_CALLBACK = /^\/api\/auth\/oauth\/[a-z]+\/callback(\?|$)/;
const MAIL_UNSUBSCRIBE = /^\/api\/mail\/unsubscribe(\?|$)/;

/**
 * Cross-site requests never reach the API (docs/decisions/051-cross-site-requests.md).
 *
 * The session cookie is SameSite=Lax, so the browser still sends it on a top-level navigation
 * from another site: a plain link to a GET that writes or spends provider quota (the YouTube
 * importers) would run as the signed-in admin. The browser says where a request comes from:
 * `Sec-Fetch-Site` (every current browser) and, where that is absent, `Origin`. Every /api
 * request, GETs included, that another site started is refused. Requests that name no origin at
 * all (curl, scripts, tests, server-to-server) carry no ambient browser credentials and pass, so
 * no custom header is asked of API clients.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || answersAnySite(request.url)) return;
    if (isCrossSite(request)) throw forbidden(FOREIGN_ORIGIN_MESSAGE);
  });
}

/** The API addresses another site may start a request to (the security tests skip them too). */
export function answersAnySite(url: string): boolean {
  // A sign-in provider sends the browser back here from its own site; the state in this
  // browser's cookie, not the origin, proves the request is the one this site started.
  if (OAUTH_CALLBACK.test(url)) return true;
  // One-click unsubscribe (RFC 8058) is POSTed by whatever reads the mail, a webmail page on
  // another site included. It reads no session and changes nothing a session guards: the token
  // in its link names the member and the kind of mail, and it can only turn that mail off.
  return MAIL_UNSUBSCRIBE.test(url);
}

function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  // 'same-site' too: a sibling subdomain is somebody else's site as far as this one knows.
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true; // "null" (sandboxed frames, file:), or garbage
  }
}
