import type { RenderPage } from '@tubesphere/shared/contract/pages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HtmlShell } from './html-shell.ts';
import { PageServer } from './page-server.ts';
import { loadPageRenderer } from './ssr-renderer.ts';

/** Paths that name files: a missing one is a plain 404, never a page. */
const FILE_PREFIXES = ['/api/', '/uploads/', '/assets/'];

/** The web build's page shell and server renderer; both null while the web app is not built. */
export interface WebBuild {
  shell: HtmlShell | null;
  renderer: RenderPage | null;
}

/**
 * Reads the web build. Done before the pages plugin is registered, not in it: importing the
 * server renderer can take longer than a plugin may take to start on a busy machine.
 */
export async function loadWebBuild(webDistDir: string, log: FastifyBaseLogger): Promise<WebBuild> {
  const shell = HtmlShell.load(webDistDir);
  const renderer = shell ? await loadPageRenderer(webDistDir) : null;
  if (shell && !renderer)
    log.warn('web app built without its server renderer (ssr/): pages are rendered in the browser');
  return { shell, renderer };
}

/**
 * Answers every address no route or file (plugins/external/static.ts) took with a page
 * (page-server.ts): rendered on the server, the app shell, or a 404 with the shell.
 * Unknown /api paths and missing files get a JSON 404, as does everything while the web app is
 * not built.
 */
export function registerWebApp(app: FastifyInstance, { shell, renderer }: WebBuild): void {
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
