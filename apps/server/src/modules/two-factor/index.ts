import { TWO_FACTOR_MESSAGES } from '@tubesphere/shared/contract/two-factor';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../../lib/http-error.ts';
import { twoFactorRoutes } from './routes.ts';
import { TwoFactorService } from './service.ts';
import { signInOrChallenge } from './sign-in.ts';

export interface TwoFactorModule {
  service: TwoFactorService;
  /**
   * Where every first factor (password, sign-in provider) ends: a session, or with 2단계 인증
   * on, a pending sign-in whose code comes next (POST /api/auth/login/2fa).
   */
  signIn(reply: FastifyReply, userId: number): Promise<'session' | 'challenge'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** 2단계 인증 (modules/two-factor). */
    twoFactor: TwoFactorModule;
  }
}

/**
 * 2단계 인증 (TOTP): its /settings routes, the sign-in's code step, and — with 관리자 2단계 인증
 * 필수 on — the refusal of every /api/admin request from an admin without it. Registered before
 * the modules that sign in (auth, oauth) and before every module with admin routes.
 */
export const twoFactorModule = fp(
  async (app) => {
    const service = new TwoFactorService(app.db);
    app.decorate('twoFactor', {
      service,
      signIn: (reply: FastifyReply, userId: number) => signInOrChallenge(app, reply, userId),
    });

    // Runs after the session is known and before each admin route's own guard; guests and
    // members are left to that guard (401, 403). The setting is read when asked, from the admin
    // module, which registers later.
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/admin/')) return;
      const user = request.user;
      if (!user || user.admin_level < 1) return;
      if (!(await app.admin.settings.get()).admin_two_factor_required) return;
      if (!(await service.isEnabled(user.user_id))) throw forbidden(TWO_FACTOR_MESSAGES.adminRequired);
    });

    app.jobs.register({
      name: 'purge-expired-two-factor-challenges',
      schedule: '41 * * * *',
      run: async () => ({ deleted: await service.purgeExpired() }),
    });
    await app.register(twoFactorRoutes(service));
  },
  { name: 'two-factor', dependencies: ['session', 'jobs'] },
);
