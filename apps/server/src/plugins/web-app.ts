import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HtmlShell } from '../modules/pages/html-shell.ts';
import { PageServer } from '../modules/pages/page-server.ts';
import { loadPageRenderer } from '../modules/pages/ssr-renderer.ts';

/** A file name the upload module (or the demo seed) writes: one name, one image extension. */
const UPLOADED_IMAGE = /^\/[A-Za-z0-9_-]+\.(?:webp|png|jpe?g|gif|avif)$/;

/** Paths that name files: a missing one is a plain 404, never a page. */
const FILE_PREFIXES = ['/api/', '/uploads/', '/assets/'];

/**
 * Serves the built web app and uploads, and answers every other address with a page
 * (modules/pages/page-server.ts): rendered on the server, the app shell, or a 404 with the shell.
 * Unknown /api paths and missing files get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
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

  const shell = HtmlShell.load(app.config.webDistDir);
  if (shell) {
    await app.register(fastifyStatic, {
      root: app.config.webDistDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The server's renderer (ssr/) is code for this process, not a file for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
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
    app.log.warn(`web app not built (${path.join(app.config.webDistDir, 'index.html')} missing): serving the API only`);
  }
  const renderer = shell ? await loadPageRenderer(app.config.webDistDir) : null;
  if (shell && !renderer)
    app.log.warn('web app built without its server renderer (ssr/): pages are rendered in the browser');
  const pages = shell ? new PageServer(app, shell, renderer) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !FILE_PREFIXES.some((p) => pathname.startsWith(p));
    if (!wantsPage || !pages) {
      return reply.status(404).send({ error: '요청한 주소를 찾을 수 없습니다.' });
    }
    return pages.handle(request, reply);
  });
}
