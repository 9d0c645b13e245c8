import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Tags for the <head> of one page, so shared links preview well in messengers. */
export interface PageHead {
  title: string;
  description?: string;
  image?: string | null;
  type?: 'website' | 'article';
}

export type PageHeadResolver = (pathname: string, request: FastifyRequest) => Promise<PageHead | null>;

const HEAD_MARKER = '<!--app-head-->';
const SITE_NAME = '튜브스피어';
const DEFAULT_HEAD: PageHead = {
  title: '튜브스피어 - 함께 보는 유튜브 커뮤니티',
  description: '추천 영상을 나누고 이야기하며 나만의 컴패니언을 키우는 커뮤니티',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

function renderHead(head: PageHead, url: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    '<meta property="og:locale" content="ko_KR">',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
  ];
  if (head.description) {
    tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
    tags.push(`<meta property="og:description" content="${escapeHtml(head.description)}">`);
  }
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}">`);
  return tags.join('\n    ');
}

interface RoutePreload {
  pattern: string;
  modules: string[];
  styles: string[];
  fetch: string[];
}

/** route-preloads.json, written by the web build (apps/web/vite.config.ts); none if absent. */
function readRoutePreloads(webDistDir: string): { pattern: RegExp; route: RoutePreload }[] {
  try {
    const { routes } = JSON.parse(fs.readFileSync(path.join(webDistDir, 'route-preloads.json'), 'utf8')) as {
      routes: RoutePreload[];
    };
    return routes.map((route) => ({ pattern: new RegExp(route.pattern), route }));
  } catch {
    return [];
  }
}

/**
 * The page's own chunks, styles and first API calls, so the browser fetches them beside the
 * entry script instead of after it has run (issue 9). API preloads only for the plain URL: a
 * query string (search, sort) makes the page ask for something else.
 */
function renderPreloads(preloads: ReturnType<typeof readRoutePreloads>, pathname: string, hasQuery: boolean) {
  const match = preloads.map(({ pattern, route }) => ({ found: pattern.exec(pathname), route })).find((m) => m.found);
  if (!match?.found) return '';
  const { found, route } = match;
  const tags = [
    ...route.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...route.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
    ...(hasQuery ? [] : route.fetch).flatMap((template) => {
      try {
        const href = template.replace(/\$(\d)/g, (_, i: string) =>
          encodeURIComponent(decodeURIComponent(found[Number(i)] ?? '')),
        );
        return [`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}">`];
      } catch {
        return []; // a malformed %-escape in the path: no preload, the page still loads
      }
    }),
  ];
  return `\n    ${tags.join('\n    ')}`;
}

/** A file name the upload module (or the demo seed) writes: one name, one image extension. */
const UPLOADED_IMAGE = /^\/[A-Za-z0-9_-]+\.(?:webp|png|jpe?g|gif|avif)$/;

/**
 * Serves the built web app and uploads, and answers unknown non-API paths with the SPA shell
 * (its <head> filled per page by the resolvers). Unknown /api paths get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, headResolvers: PageHeadResolver[]): Promise<void> {
  fs.mkdirSync(app.config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Uploads are stored under random names and never change: cache them for a year.
    immutable: true,
    maxAge: '365d',
    // Only the images the upload module writes are served: a file that reached this folder any
    // other way (a database copy, a page) is never handed out (docs/decisions/060-sql-tool-sandbox.md).
    allowedPath: (pathName) => UPLOADED_IMAGE.test(pathName),
  });

  const indexFile = path.join(app.config.webDistDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: app.config.webDistDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // Our own header below: @fastify/static's would overwrite it with max-age=0.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name; other files (favicon…) revalidate.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  } else {
    app.log.warn(`web app not built (${indexFile} missing): serving the API only`);
  }
  // Split once at the marker: the head is joined in as plain text. String.replace would read
  // `$&`, `$\`` and `$'` in a post's title as patterns and copy the page shell into the head.
  const shell = hasWebApp ? fs.readFileSync(indexFile, 'utf8') : '';
  const markerAt = shell.indexOf(HEAD_MARKER);
  const shellStart = markerAt < 0 ? shell : shell.slice(0, markerAt);
  const shellEnd = markerAt < 0 ? '' : shell.slice(markerAt + HEAD_MARKER.length);
  const preloads = readRoutePreloads(app.config.webDistDir);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !pathname.startsWith('/api/') && !pathname.startsWith('/uploads/');
    if (!wantsPage || !hasWebApp) {
      return reply.status(404).send({ error: '요청한 주소를 찾을 수 없습니다.' });
    }
    let head = DEFAULT_HEAD;
    for (const resolve of headResolvers) {
      const found = await resolve(pathname, request).catch(() => null);
      if (found) {
        head = found;
        break;
      }
    }
    const url = `${request.protocol}://${request.host}${pathname}`;
    const hasQuery = request.url.includes('?');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        markerAt < 0
          ? shell
          : `${shellStart}${renderHead(head, url)}${renderPreloads(preloads, pathname, hasQuery)}${shellEnd}`,
      );
  });
}
