import fp from 'fastify-plugin';
import { oembedRoutes } from './routes.ts';
import { OembedService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    oembed: OembedService;
  }
}

/** A video's title and thumbnail from YouTube's oEmbed, for the editor. */
export const oembedModule = fp(
  async (app) => {
    app.decorate('oembed', new OembedService(() => app.config.providers.youtube.oembedUrl));
    await app.register(oembedRoutes);
  },
  { name: 'oembed' },
);
