import fp from 'fastify-plugin';
import { adminMailRoutes } from './admin-routes.ts';
import { purgeMailBefore } from './outbox-repository.ts';
import { MailService } from './service.ts';
import { smtpTransport } from './transport.ts';

export type { NewMail } from './outbox-repository.ts';
export type { MailService } from './service.ts';
export { type MailContent, type MailGroup, renderMail } from './template.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox (modules/mail): `app.mail.enqueue(mail, trx)` inside the change the mail reports. */
    mail: MailService;
  }
}

const DAY_MS = 86_400_000;

/**
 * Outbound e-mail: the outbox, the `send-mail` job (every 30 seconds, one sender across
 * processes, and at once after a mail is written when jobs run), the nightly purge of old mails,
 * and /api/admin/mail.
 */
export const mailModule = fp(
  async (app) => {
    const { smtpUrl, from } = app.config.mail;
    const transport = smtpUrl ? smtpTransport(smtpUrl) : null;
    const mail = new MailService(app.db, from, transport, app.log.child({ module: 'mail' }));
    app.decorate('mail', mail);
    app.addHook('onClose', async () => transport?.close());
    app.jobs.register({
      name: 'send-mail',
      schedule: '*/30 * * * * *',
      run: async ({ signal }) => mail.sendDue(signal),
    });
    app.jobs.register({
      name: 'purge-old-mail',
      schedule: '50 4 * * *',
      run: async () => ({ deleted: await purgeMailBefore(app.db, new Date(Date.now() - 30 * DAY_MS).toISOString()) }),
    });
    await app.register(adminMailRoutes);
  },
  { name: 'mail', dependencies: ['jobs'] },
);

/** Sends what was just written without waiting for the schedule (when schedules run at all). */
export function sendSoon(app: import('fastify').FastifyInstance): void {
  if (!app.config.jobsEnabled || !app.mail.delivers) return;
  setImmediate(() => {
    app.jobs.runNow('send-mail').catch((error: unknown) => app.log.warn({ err: error }, 'mail send failed'));
  });
}
