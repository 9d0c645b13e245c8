import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fanOutNewPosts } from './fan-out.ts';
import { followRoutes } from './routes.ts';
import { FollowService } from './service.ts';

export { findFollowCounts, queuePosts as queueNewPostFanOut } from './repository.ts';
export type { FollowService };

declare module 'fastify' {
  interface FastifyInstance {
    /** Following members and 새 글 알림 of spheres (modules/follows). */
    follows: FollowService;
  }
}

const FAN_OUT_JOB = 'fan-out-new-posts';

/**
 * Following and 새 글 알림 (docs/decisions/225-engagement-layer.md): the routes, and the
 * `fan-out-new-posts` job that tells followers and subscribers of each post made public (every
 * 10 seconds, one runner across processes, and at once after a post is published when jobs run).
 */
export const followsModule = fp(
  async (app) => {
    app.decorate('follows', new FollowService(app.db));
    app.jobs.register({
      name: FAN_OUT_JOB,
      schedule: '*/10 * * * * *',
      run: async ({ db, signal }) => fanOutNewPosts(db, signal),
    });
    await app.register(followRoutes);
  },
  { name: 'follows', dependencies: ['jobs'] },
);

/** Tells followers of what was just published without waiting for the schedule (when schedules run at all). */
export function fanOutSoon(app: FastifyInstance): void {
  if (!app.config.jobsEnabled) return;
  setImmediate(() => {
    app.jobs.runNow(FAN_OUT_JOB).catch((error: unknown) => app.log.warn({ err: error }, 'fan-out failed'));
  });
}
