import fp from 'fastify-plugin';
import { WatchPartyHub } from './hub.ts';
import { watchPartyRoutes } from './routes.ts';
import { WatchPartyService } from './service.ts';

export interface WatchPartiesModule {
  service: WatchPartyService;
  /** This process's open party pages. */
  hub: WatchPartyHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    watchParties: WatchPartiesModule;
  }
}

/** Presence rows go stale after 90 seconds, so a page is marked alive well within that. */
const HEARTBEAT_MAX_MS = 30_000;

/**
 * 같이 보기 (docs/decisions/235-watch-parties.md): the service, this process's stream hub (closed
 * before the server stops, so `app.close()` never waits on an open stream), and the minute job
 * that ends parties whose host left ten minutes ago.
 */
export const watchPartiesModule = fp(
  async (app) => {
    const { heartbeatMs, maxStreams } = app.config.notifications;
    const service = new WatchPartyService(app.db, app.dialect, app.playlists);
    const hub = new WatchPartyHub(
      app.databaseEvents,
      { heartbeatMs: Math.min(heartbeatMs, HEARTBEAT_MAX_MS), maxStreams, maxBufferedBytes: 256 * 1024 },
      app.log,
    );
    hub.hooks = {
      onClose: (stream) => service.leave(stream),
      readParticipants: (partyId) => service.participants(partyId),
      readPlayback: (partyId) => service.playback(partyId),
      touch: (streamIds) => service.touch(streamIds),
    };
    app.decorate('watchParties', { service, hub });
    app.addHook('preClose', async () => hub.shutdown());
    app.jobs.register({
      name: 'end-abandoned-watch-parties',
      schedule: '* * * * *',
      run: async () => service.sweep(),
    });
    await app.register(watchPartyRoutes);
  },
  { name: 'watch-parties', dependencies: ['session', 'jobs', 'playlists', 'blocks'] },
);
