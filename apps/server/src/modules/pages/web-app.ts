import type { FastifyInstance } from 'fastify';
import { HtmlShell } from './html-shell.ts';
import { PageServer } from './page-server.ts';
import { loadPageRenderer } from './ssr-renderer.ts';

/** Paths that name files: a missing one is a plain 404, never a page. */
const FILE_PREFIXES = ['/api/', '/uploads/', '/assets/'];

/**
 * Answers every address no route or file (plugins/external/static.ts) took with a page
 * (page-server.ts): rendered on the server, the app shell, or a 404 with the shell.
 * Unknown /api paths and missing files get a JSON 404, as does everything while the web app is
 * not built.
 */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const shell = HtmlShell.load(app.config.webDistDir);
  const renderer = shell ? await loadPageRenderer(app.config.webDistDir) : null;
  if (shell && !renderer)
    app.log.warn('web app built without its server renderer (ssr/): pages are rendered in the browser');
  const pages = shell ? new PageServer(app, shell, renderer, app.clock) : null;

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
