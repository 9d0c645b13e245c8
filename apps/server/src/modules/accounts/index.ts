import fp from 'fastify-plugin';
import { emailRoutes } from './email-routes.ts';
import { EmailService } from './email-service.ts';
import { exportRoutes } from './export-routes.ts';
import { PasswordResetService } from './password-reset-service.ts';
import { passwordResetRoutes } from './routes.ts';
import { purgeExpiredAccountTokens } from './token-repository.ts';

export { signIn } from './session-cookie.ts';

export interface AccountServices {
  passwordReset: PasswordResetService;
  email: EmailService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The account layer (modules/accounts): password recovery, e-mail verification and change. */
    accounts: AccountServices;
  }
}

/** The account layer: 비밀번호 찾기, e-mail verification and change, 개인정보 다운로드, and the hourly purge of expired links. */
export const accountsModule = fp(
  async (app) => {
    const services: AccountServices = {
      passwordReset: new PasswordResetService(app.db, app.mail),
      email: new EmailService(app.db, app.mail),
    };
    app.decorate('accounts', services);
    app.jobs.register({
      name: 'purge-expired-account-tokens',
      schedule: '37 * * * *',
      // A day past expiry: a late click still finds its row and gets the usual answer.
      run: async () => ({
        deleted: await purgeExpiredAccountTokens(app.db, new Date(Date.now() - 86_400_000).toISOString()),
      }),
    });
    await app.register(passwordResetRoutes);
    await app.register(emailRoutes);
    await app.register(exportRoutes);
  },
  { name: 'accounts', dependencies: ['mail', 'session', 'jobs', 'spam'] },
);
