import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** @fastify/compress: gzip or brotli, as the client accepts, for answers of 1 KiB and more. */
export async function registerCompress(app: FastifyInstance): Promise<void> {
  await app.register(compress, { threshold: 1024 });
}
