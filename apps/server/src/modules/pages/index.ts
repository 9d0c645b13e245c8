import fp from 'fastify-plugin';
import { registerWebApp, type WebBuild } from './web-app.ts';

export { DEFERRED_SCRIPTS_HASH } from './deferred-scripts.ts';
export { absoluteUrl, DEFAULT_HEAD, excerpt, SITE_NAME } from './html-head.ts';
export { postImage } from './post-head.ts';
export { loadWebBuild, type WebBuild } from './web-app.ts';

/**
 * The pages outside /api: every address no route or file took is answered with a page, rendered
 * on the server from the other modules' services (their decorations), the app shell, or a 404.
 * Pages depend on the modules; no module depends on pages but discovery, which shares its head text.
 * Its options: the web build, read beforehand by `loadWebBuild`.
 */
export const pagesModule = fp<WebBuild>(
  async (app, build) => {
    registerWebApp(app, build);
  },
  {
    name: 'pages',
    dependencies: ['session', 'posts', 'spheres', 'users', 'admin', 'notifications', 'messages', 'playlists'],
  },
);
