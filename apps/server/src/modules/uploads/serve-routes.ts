import type { FastifyPluginAsync } from 'fastify';
import { UPLOADED_IMAGE_NAME } from './owned-uploads.ts';
import { contentTypeOf } from './storage/content-type.ts';
import type { S3UploadStorage } from './storage/s3-storage.ts';

/** The same answer @fastify/static gives local uploads (plugins/external/static.ts): names never change. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/<name> from the bucket (UPLOAD_STORAGE=s3), through the app rather than by
 * redirect to a signed URL: addresses stay /uploads/<name> in posts, pages and caches (a signed
 * URL expires), the bucket stays private, and the page's Content-Security-Policy keeps img-src
 * to this site (docs/decisions/240-uploads-in-object-storage.md).
 */
export function bucketServeRoutes(storage: S3UploadStorage): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { fileName: string } }>(
      '/uploads/:fileName',
      { schema: { hide: true } },
      async (request, reply) => {
        const { fileName } = request.params;
        if (!UPLOADED_IMAGE_NAME.test(fileName)) return reply.callNotFound();
        const ifNoneMatch = request.headers['if-none-match'];
        const read = await storage.read(fileName, typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined);
        if (read.kind === 'missing') return reply.callNotFound();
        reply.header('cache-control', UPLOAD_CACHE_CONTROL);
        if (read.etag) reply.header('etag', read.etag);
        if (read.kind === 'not-modified') return reply.status(304).send();
        reply.type(contentTypeOf(fileName));
        if (read.size !== undefined) reply.header('content-length', read.size);
        if (read.lastModified) reply.header('last-modified', read.lastModified.toUTCString());
        return reply.send(read.body);
      },
    );
  };
}
