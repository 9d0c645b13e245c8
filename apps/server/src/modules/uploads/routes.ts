import type { MultipartFile } from '@fastify/multipart';
import { errorResponse } from '@tubesphere/shared/contract/common';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, uploadImageResponse } from '@tubesphere/shared/contract/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, HttpError, tooManyRequests } from '../../lib/http-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { requireUser } from '../../plugins/guards.ts';
import { ImageStore } from './image-store.ts';

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

/** POST /api/upload/image (spec §7): multipart field `image` → url, fileName, size, path. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new ImageStore(app.config.uploadDir);
  // Spec-free choice: 60 images in 10 minutes per user is far above a person writing posts.
  const limiter = new RateLimiter(60, 10 * 60_000);

  app.post(
    '/api/upload/image',
    {
      schema: {
        tags: ['uploads'],
        consumes: ['multipart/form-data'],
        response: {
          201: uploadImageResponse,
          400: errorResponse,
          401: errorResponse,
          413: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.missingFile);
      if (!limiter.take(String(user.user_id))) throw tooManyRequests(UPLOAD_MESSAGES.tooManyUploads);

      let part: MultipartFile | undefined;
      try {
        part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
      } catch {
        throw badRequest(UPLOAD_MESSAGES.missingFile);
      }
      if (part?.fieldname !== 'image') {
        part?.file.resume();
        throw badRequest(UPLOAD_MESSAGES.missingFile);
      }
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
        throw badRequest(UPLOAD_MESSAGES.missingFile);
      }
      if (buffer.length === 0) throw badRequest(UPLOAD_MESSAGES.missingFile);
      const stored = await store.store(buffer);
      return reply.status(201).send(stored);
    },
  );
};
