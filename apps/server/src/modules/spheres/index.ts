import fp from 'fastify-plugin';
import { sphereRoutes } from './routes.ts';
import { SphereService } from './service.ts';

export { isMember, sphereExists } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    spheres: SphereService;
  }
}

/** 스피어 (docs/product.md#spheres): communities, their members and recommendations. */
export const spheresModule = fp(
  async (app) => {
    app.decorate('spheres', new SphereService(app.db));
    await app.register(sphereRoutes);
  },
  { name: 'spheres' },
);
