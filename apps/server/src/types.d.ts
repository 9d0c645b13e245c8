import type { Kysely } from 'kysely';
import type { AppConfig } from './config.ts';
import type { DialectName } from './db/connection.ts';
import type { Database, UserRow } from './db/schema.ts';
import type { AuthService } from './modules/auth/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    dialect: DialectName;
    authService: AuthService;
  }
  interface FastifyRequest {
    /** The signed-in user, from the session cookie; null for guests. */
    user: UserRow | null;
  }
}
