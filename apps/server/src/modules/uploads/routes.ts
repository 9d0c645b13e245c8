import type { MultipartFile } from '@fastify/multipart';
import { errorResponse } from '@tubesphere/shared/contract/common';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, uploadImageResponse } from '@tubesphere/shared/contract/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';
import { ImageStore } from './image-store.ts';
import { recordUpload } from './owned-uploads.ts';

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

/** POST /api/upload/image: multipart field `image` → url, fileName, size, path. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new ImageStore(app.uploads.storage);

  app.post(
    '/api/upload/image',
    {
      config: { rateLimit: RATE_LIMITS.upload },
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
      await recordUpload(app.db, stored.fileName, user.user_id, nowIso());
      return reply.status(201).send(stored);
    },
  );
};
