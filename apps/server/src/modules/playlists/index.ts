import fp from 'fastify-plugin';
import { playlistRoutes } from './routes.ts';
import { PlaylistService } from './service.ts';

export { findPostItem } from './repository.ts';
export type { PlaylistService };

declare module 'fastify' {
  interface FastifyInstance {
    playlists: PlaylistService;
  }
}

/** 재생목록 (docs/decisions/196-playlists.md): the service, built once, and its routes. */
export const playlistsModule = fp(
  async (app) => {
    app.decorate('playlists', new PlaylistService(app.db, app.audit));
    await app.register(playlistRoutes);
  },
  { name: 'playlists', dependencies: ['session', 'audit'] },
);
