import fp from 'fastify-plugin';
import { uploadRoutes } from './routes.ts';

export { removeUploadFiles, takeMemberUploads } from './owned-uploads.ts';

/** Image uploads for posts and profile pictures. */
export const uploadsModule = fp(
  async (app) => {
    await app.register(uploadRoutes);
  },
  { name: 'uploads' },
);
