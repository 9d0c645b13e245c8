import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema.ts';
import type { AccountService } from './account-service.ts';
import { authRoutes } from './routes.ts';
import type { AuthService } from './service.ts';
import { SignupChallengeService } from './signup-challenge.ts';

export { sessionPlugin } from './session-plugin.ts';

export interface AuthModule {
  /** Sign-up, sign-in, sign-out and who a session token names. */
  sessions: AuthService;
  /** A signed-in user's own account: password, sessions elsewhere, leaving. */
  accounts: AccountService;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthModule;
    /** Who the request's session cookie names (cached like request.user), for pages outside /api. */
    sessionUser(request: FastifyRequest): Promise<UserRow | null>;
    /** 자동 가입 방지: sign-up's proof-of-work challenge. */
    signupChallenge: SignupChallengeService;
  }
}

/**
 * 회원 (docs/architecture.md#identity): the account routes. The sessions themselves
 * (`app.auth`, `request.user`, `app.sessionUser`) come from `sessionPlugin`, which buildApp
 * registers before the guards and rate limits that read `request.user`.
 */
export const authModule = fp(
  async (app) => {
    const { mode, hmacKey } = app.config.signupChallenge;
    app.decorate('signupChallenge', new SignupChallengeService(app.db, mode, hmacKey));
    await app.register(authRoutes);
  },
  { name: 'auth', dependencies: ['session', 'two-factor', 'uploads', 'spam'] },
);

/** For the account layer (modules/accounts, modules/oauth): sessions end inside its transactions, and new accounts start with the same balance. */
export { WELCOME_GEMS, WELCOME_WATER_DROPS } from './service.ts';
export { deleteUserSessions } from './session-repository.ts';
