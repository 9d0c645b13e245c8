import fp from 'fastify-plugin';
import { FileDeletions } from './file-deletions.ts';
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
   * Deletes files whose rows are already gone and that takeMemberUploads queued (회원 탈퇴, after
   * its commit). Never throws: what it followed has happened either way, and a file it could not
   * delete is tried again by the `retry-file-deletions` job, with backoff, until it is gone.
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
    const deletions = new FileDeletions(app.db, storage, app.log.child({ module: 'uploads' }));
    app.decorate('uploads', {
      storage,
      removeFiles: async (fileNames) => deletions.removeNow(fileNames),
    } satisfies UploadsModule);
    app.jobs.register({
      name: 'retry-file-deletions',
      schedule: '* * * * *',
      run: async ({ signal }) => ({ ...(await deletions.retryDue(signal)) }),
    });
    app.addHook('onClose', async () => storage.close());
    await app.register(uploadRoutes);
    // Local files are served by @fastify/static (plugins/external/static.ts).
    if (storage instanceof S3UploadStorage) await app.register(bucketServeRoutes(storage));
  },
  { name: 'uploads', dependencies: ['jobs'] },
);
