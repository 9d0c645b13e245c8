import fp from 'fastify-plugin';
import { uploadRoutes } from './routes.ts';

/** Image uploads for posts and profile pictures. */
export const uploadsModule = fp(
  async (app) => {
    await app.register(uploadRoutes);
  },
  { name: 'uploads' },
);
