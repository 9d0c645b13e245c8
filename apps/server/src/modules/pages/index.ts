import fp from 'fastify-plugin';
import { registerWebApp } from './web-app.ts';

export { DEFERRED_SCRIPTS_HASH } from './deferred-scripts.ts';
export { DEFAULT_HEAD, excerpt, SITE_NAME } from './html-head.ts';

/**
 * The pages outside /api: every address no route or file took is answered with a page, rendered
 * on the server from the other modules' services (their decorations), the app shell, or a 404.
 * Pages depend on the modules; no module depends on pages but discovery, which shares its head text.
 */
export const pagesModule = fp(
  async (app) => {
    await registerWebApp(app);
  },
  { name: 'pages', dependencies: ['session', 'posts', 'spheres', 'users', 'admin', 'notifications'] },
);
