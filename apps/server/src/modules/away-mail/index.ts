import fp from 'fastify-plugin';
import { jobMailOrigin } from '../../lib/site-url.ts';
import { sendSoon } from '../mail/index.ts';
import { type AwayMailDeps, type AwayMailSummary, runUnreadMail, runWeeklyDigest } from './jobs.ts';
import { unsubscribeRoutes } from './routes.ts';
import { purgePeriodsBefore } from './sent-repository.ts';

export { awayMailSettingsOf, saveAwayMailSettings } from './settings-repository.ts';

const DAY_MS = 86_400_000;

/**
 * 메일 소식 (docs/decisions/265-mail-for-members-away.md): the weekly digest (Monday 09:00 in
 * Seoul), the unread-notifications mail (hourly, at most one per member and Seoul day), both
 * opt-in and only to confirmed addresses, and the one-click unsubscribe of their links. The
 * settings live with the notification settings (modules/notifications reads them from here).
 */
export const awayMailModule = fp(
  async (app) => {
    const deps: AwayMailDeps = {
      db: app.db,
      mail: app.mail,
      origin: jobMailOrigin(app.config),
      log: app.log.child({ module: 'away-mail' }),
    };
    const sentSoon = (summary: AwayMailSummary) => {
      if (summary.sent > 0) sendSoon(app);
      return summary;
    };
    app.jobs.register({
      name: 'weekly-digest-mail',
      schedule: '0 9 * * 1',
      run: async ({ signal }) => sentSoon(await runWeeklyDigest(deps, new Date(), signal)),
    });
    app.jobs.register({
      name: 'unread-notifications-mail',
      schedule: '20 * * * *',
      run: async ({ signal }) => sentSoon(await runUnreadMail(deps, new Date(), signal)),
    });
    app.jobs.register({
      name: 'purge-away-mail-marks',
      schedule: '55 4 * * *',
      // Past any period a job still looks at: a digest week is at most 13 days back.
      run: async () => ({
        deleted: await purgePeriodsBefore(app.db, new Date(Date.now() - 30 * DAY_MS).toISOString()),
      }),
    });
    await app.register(unsubscribeRoutes);
  },
  { name: 'away-mail', dependencies: ['jobs', 'mail'] },
);
