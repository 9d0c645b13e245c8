import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * @fastify/multipart: `request.file()` for image uploads (modules/uploads/routes.ts). These limits
 * bound any multipart body: one file of at most 10 MiB and ten fields.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
}
