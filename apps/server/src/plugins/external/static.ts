import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** A file name the upload module (or the demo seed) writes: one name, one image extension. */
const UPLOADED_IMAGE = /^\/[A-Za-z0-9_-]+\.(?:webp|png|jpe?g|gif|avif)$/;

/**
 * @fastify/static: uploads under /uploads/ (while they are on this machine), and the built web app (index.html, assets/ …) at /
 * when there is one. Every other address is a page (app/web-app.ts).
 */
export async function registerStatic(app: FastifyInstance): Promise<void> {
  // In a bucket (UPLOAD_STORAGE=s3) they are served by modules/uploads, with the same headers.
  if (app.config.uploadStorage.kind === 'local') {
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
  }

  // The web app is built when its index.html is there (the same test as HtmlShell.load).
  if (fs.existsSync(path.join(app.config.webDistDir, 'index.html'))) {
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
}
