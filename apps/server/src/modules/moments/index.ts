import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findPostVideo } from './repository.ts';
import { momentRoutes } from './routes.ts';
import { MomentService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    moments: MomentService;
  }
}

/**
 * Moments (docs/decisions/195-video-times-and-moments.md): where in a post's video its discussion is.
 * 지금 장면에 댓글 itself is written by the comments module, which asks postVideoOf below.
 */
export const momentsModule = fp(
  async (app) => {
    app.decorate('moments', new MomentService(app.db));
    await app.register(momentRoutes);
  },
  { name: 'moments', dependencies: ['session'] },
);

/** The post's YouTube video id (its first), or null: a comment can name a second only of that. */
export async function postVideoOf(
  db: Kysely<Database> | Transaction<Database>,
  postId: number,
): Promise<string | null> {
  return (await findPostVideo(db, postId))?.videoId ?? null;
}
