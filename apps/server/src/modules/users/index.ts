import fp from 'fastify-plugin';
import { ProfileService } from './profile-service.ts';
import { userRoutes } from './routes.ts';

export { findUserByEmail, findUserById, insertUser } from './repository.ts';
export { toPublicUserProfile, toUserProfile } from './user-profile.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Profiles: who someone is, what they wrote and said. */
    users: ProfileService;
  }
}

/** 프로필 (docs/decisions/086-profiles.md): profiles and the user's own settings. */
export const usersModule = fp(
  async (app) => {
    app.decorate(
      'users',
      new ProfileService(
        app.db,
        app.dialect,
        app.readCache,
        { checkContract: app.config.env !== 'production' },
        app.readDb,
      ),
    );
    await app.register(userRoutes);
  },
  { name: 'users', dependencies: ['read-cache'] },
);
