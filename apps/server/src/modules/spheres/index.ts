import fp from 'fastify-plugin';
import { sphereRoutes } from './routes.ts';
import { SphereService } from './service.ts';
import { sphereStaffRoutes } from './staff-routes.ts';
import { SphereStaffService } from './staff-service.ts';

export { isMember, sphereExists } from './repository.ts';
export { findActiveBan } from './staff-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    spheres: SphereService;
  }
}

/**
 * 스피어 (docs/product.md#spheres, docs/sphere-roles.md): communities, their members and
 * recommendations, and spheres run by their members (`app.spheres.staff`).
 */
export const spheresModule = fp(
  async (app) => {
    app.decorate('spheres', new SphereService(app.db, new SphereStaffService(app.db, app.audit, app.trust)));
    await app.register(sphereRoutes);
    await app.register(sphereStaffRoutes);
  },
  { name: 'spheres', dependencies: ['audit', 'trust'] },
);
