import fp from 'fastify-plugin';
import { postEditRoutes } from './routes.ts';
import { PostEditService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    postEdit: PostEditService;
  }
}

/** Editing and deleting one's own posts, and admins deleting anyone's (docs/decisions/085-own-content.md). */
export const postEditModule = fp(
  async (app) => {
    app.decorate('postEdit', new PostEditService(app.db, app.dialect, app.audit, app.links));
    await app.register(postEditRoutes);
  },
  { name: 'post-edit', dependencies: ['audit', 'links'] },
);
