import fp from 'fastify-plugin';
import { linkRoutes } from './routes.ts';
import { LinkPreviewService } from './service.ts';

export { serverLinkCards } from './link-cards.ts';
export { LINK_PREVIEW_MAX_AGE_MS, type LinkPreviewService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    links: LinkPreviewService;
  }
}

/** Link previews for the editor's link block. */
export const linksModule = fp(
  async (app) => {
    app.decorate('links', new LinkPreviewService(app.db, { testAllowlist: app.config.safeFetchTestAllowlist }));
    await app.register(linkRoutes);
  },
  { name: 'links' },
);
