import fp from 'fastify-plugin';
import { trustRoutes } from './routes.ts';
import { TrustService } from './trust-service.ts';

export { isEmailVerified } from './email-verified.ts';
export {
  AUTO_HIDE_REPORTER_MIN_TRUST_LEVEL,
  autoConfirmDecision,
  checkNewMemberLinks,
  checkNewMemberPostsToday,
  countLinksInBlocks,
  countLinksInText,
  demoteForSanction,
  reportCountsTowardAutoHide,
} from './policies.ts';
export type { TrustService };

declare module 'fastify' {
  interface FastifyInstance {
    /** 등급 (modules/trust): admin level changes, settings, the promotion job, visit days. */
    trust: TrustService;
  }
}

/**
 * 등급 (docs/trust-levels.md): the service, the admin routes, the daily promotion job and the
 * days-visited record of every signed-in request.
 */
export const trustModule = fp(
  async (app) => {
    const service = new TrustService(app.db, app.audit);
    app.decorate('trust', service);
    app.addHook('preHandler', async (request) => {
      if (!request.user) return;
      try {
        await service.visits.record(request.user.user_id);
      } catch (error) {
        // A visit day is a statistic: never worth failing the request for.
        request.log.warn({ err: error }, 'visit day not recorded');
      }
    });
    app.jobs.register({
      name: 'trust-promotion',
      schedule: '20 5 * * *',
      run: async ({ signal }) => await service.promote(new Date(), signal),
    });
    await app.register(trustRoutes);
  },
  { name: 'trust', dependencies: ['jobs', 'audit'] },
);
