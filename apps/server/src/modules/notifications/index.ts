import fp from 'fastify-plugin';
import { purgeOldNotifications } from './purge.ts';
import { notificationPushSource } from './push-source.ts';
import { notificationRoutes } from './routes.ts';
import { NotificationService } from './service.ts';
import { StreamHub } from './stream/hub.ts';
import { notificationStreamRoute } from './stream/stream-route.ts';

export { notify, postLikedGroup } from './notify.ts';
export {
  forgetUnreadAbout,
  notifyCommentCreated,
  notifyCommentLiked,
  notifyCompanionProgress,
  notifyMentionsAdded,
  notifyNewPost,
  notifyPostLiked,
  notifyPostMentions,
  notifyPostsConfirmed,
} from './producers.ts';

export interface NotificationsModule {
  service: NotificationService;
  /** This process's live notification streams. */
  streams: StreamHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsModule;
  }
}

/**
 * 알림 (docs/decisions/100-notifications.md): the routes, this process's stream hub
 * (`app.notifications.streams`), closed before the server stops so `app.close()` never waits on an
 * open stream, and the nightly purge.
 */
export const notificationsModule = fp(
  async (app) => {
    const { heartbeatMs, streamsPerUser, maxStreams } = app.config.notifications;
    const hub = new StreamHub(
      app.db,
      app.databaseEvents,
      {
        heartbeatMs,
        perUser: streamsPerUser,
        maxStreams,
        maxBufferedBytes: 256 * 1024,
        sessionCheckMs: 5 * 60_000,
      },
      app.log,
    );
    app.decorate('notifications', { service: new NotificationService(app.db), streams: hub });
    app.push.addSource('notification', notificationPushSource);
    app.addHook('preClose', async () => hub.shutdown());
    app.jobs.register({
      name: 'purge-old-notifications',
      schedule: '40 4 * * *',
      run: async ({ db, signal }) => ({ deleted: await purgeOldNotifications(db, signal) }),
    });
    await app.register(notificationRoutes);
    await app.register(notificationStreamRoute);
  },
  { name: 'notifications', dependencies: ['session', 'jobs', 'push'] },
);
