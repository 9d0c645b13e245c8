import fp from 'fastify-plugin';
import { uploadRoutes } from './routes.ts';
import { bucketServeRoutes } from './serve-routes.ts';
import { createUploadStorage } from './storage/create-storage.ts';
import { S3UploadStorage } from './storage/s3-storage.ts';
import type { UploadStorage } from './storage/upload-storage.ts';

export { takeMemberUploads, uploadFileOf } from './owned-uploads.ts';
export { createUploadStorage } from './storage/create-storage.ts';
export { S3UploadStorage } from './storage/s3-storage.ts';
export type { UploadStorage } from './storage/upload-storage.ts';

export interface UploadsModule {
  /** The folder or bucket the images are in (UPLOAD_STORAGE). */
  storage: UploadStorage;
  /**
   * Deletes files whose rows are already gone (회원 탈퇴, after its commit). A failure is logged
   * with the names, not thrown: what it followed has happened either way.
   */
  removeFiles(fileNames: readonly string[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadsModule;
  }
}

/** Image uploads for posts and profile pictures, kept on this machine or in an S3-compatible bucket. */
export const uploadsModule = fp(
  async (app) => {
    const storage = createUploadStorage(app.config);
    app.decorate('uploads', {
      storage,
      async removeFiles(fileNames) {
        if (fileNames.length === 0) return;
        await storage.remove(fileNames).catch((error: unknown) => {
          app.log.error({ err: error, files: fileNames }, 'uploaded files could not be deleted; delete them by hand');
        });
      },
    } satisfies UploadsModule);
    app.addHook('onClose', async () => storage.close());
    await app.register(uploadRoutes);
    // Local files are served by @fastify/static (plugins/external/static.ts).
    if (storage instanceof S3UploadStorage) await app.register(bucketServeRoutes(storage));
  },
  { name: 'uploads' },
);
