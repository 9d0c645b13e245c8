import fp from 'fastify-plugin';
import { discoveryRoutes } from './routes.ts';

/** Sitemaps, RSS, robots.txt and the web app manifest (outside /api). */
export const discoveryModule = fp(
  async (app) => {
    await app.register(discoveryRoutes);
  },
  { name: 'discovery', dependencies: ['spheres'] },
);
