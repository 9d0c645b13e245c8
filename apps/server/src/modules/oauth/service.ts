import { DELETED_USER_NAME, USER_NAME_MAX } from '@tubesphere/shared/contract/auth';
import { OAUTH_MESSAGES, type OAuthErrorCode, type OAuthProvider } from '@tubesphere/shared/contract/oauth';
import { activeSuspension } from '@tubesphere/shared/domain/suspension';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { WELCOME_GEMS, WELCOME_WATER_DROPS } from '../auth/index.ts';
import { findUserByEmail, findUserById, insertUser } from '../users/index.ts';
import type { ProviderIdentity } from './providers.ts';
import { deleteOAuthLink, findOAuthLink, findUserOAuthLinks, insertOAuthLink } from './repository.ts';

/** No scrypt hash has this shape, so verifyPassword never accepts it: an account without a password. */
export const NO_PASSWORD = '!oauth';
export const hasPassword = (user: Pick<UserRow, 'password_hash'>) => user.password_hash.startsWith('scrypt$');

const PROVIDER_NAMES: Record<OAuthProvider, string> = { kakao: '카카오', naver: '네이버', google: 'Google' };

export type SignInOutcome = { ok: true; user: UserRow } | { ok: false; code: OAuthErrorCode };

/**
 * What a provider's answer does to accounts: signs in the member it is linked to, or creates an
 * account with the link in one transaction; links to and unlinks from a signed-in member.
 */
export class OAuthService {
  constructor(private readonly db: Kysely<Database>) {}

  async signIn(provider: OAuthProvider, identity: ProviderIdentity): Promise<SignInOutcome> {
    const linked = await this.linkedUser(provider, identity.subject);
    if (linked) return this.admitted(linked);
    // An address the provider vouches for that already has an account: the person proves it is
    // theirs by signing in there first and linking from /settings.
    if (identity.email && (await findUserByEmail(this.db, identity.email))) return { ok: false, code: 'email-exists' };
    try {
      return { ok: true, user: await this.createAccount(provider, identity) };
    } catch (error) {
      // Two first sign-ins of one person at once: the primary key let one through.
      const raced = await this.linkedUser(provider, identity.subject);
      if (raced) return this.admitted(raced);
      throw error;
    }
  }

  async link(user: UserRow, provider: OAuthProvider, identity: ProviderIdentity): Promise<OAuthErrorCode | null> {
    const existing = await findOAuthLink(this.db, provider, identity.subject);
    if (existing) return existing.user_id === user.user_id ? 'already-linked' : 'linked-elsewhere';
    if ((await findUserOAuthLinks(this.db, user.user_id)).some((row) => row.provider === provider))
      return 'already-linked';
    try {
      await insertOAuthLink(this.db, {
        provider,
        subject: identity.subject,
        user_id: user.user_id,
        email: identity.email,
        created_at: nowIso(),
      });
    } catch {
      return 'linked-elsewhere';
    }
    return null;
  }

  /** Never the last way in: an account without a password keeps its last link. */
  async unlink(user: UserRow, provider: OAuthProvider): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const links = await findUserOAuthLinks(trx, user.user_id);
      if (!links.some((row) => row.provider === provider)) throw notFound(OAUTH_MESSAGES.notLinked);
      const row = await findUserById(trx, user.user_id);
      if (row && !hasPassword(row) && links.length <= 1) throw badRequest(OAUTH_MESSAGES.lastWayIn);
      await deleteOAuthLink(trx, user.user_id, provider);
    });
  }

  linksOf(userId: number) {
    return findUserOAuthLinks(this.db, userId);
  }

  private async linkedUser(provider: OAuthProvider, subject: string): Promise<UserRow | undefined> {
    const link = await findOAuthLink(this.db, provider, subject);
    if (!link) return undefined;
    const user = await findUserById(this.db, link.user_id);
    return user && user.deleted_at === null ? user : undefined;
  }

  private admitted(user: UserRow): SignInOutcome {
    const suspension = activeSuspension({
      suspendedAt: user.suspended_at,
      suspendedUntil: user.suspended_until,
      reason: user.suspension_reason,
    });
    return suspension?.kind === 'ban' ? { ok: false, code: 'banned' } : { ok: true, user };
  }

  /** The account and its link together, or neither. */
  private async createAccount(provider: OAuthProvider, identity: ProviderIdentity): Promise<UserRow> {
    const now = nowIso();
    const vouched = identity.email !== null && identity.emailVerified;
    let name = (identity.name ?? '').trim().slice(0, USER_NAME_MAX);
    if (!name || name === DELETED_USER_NAME) name = `${PROVIDER_NAMES[provider]} 회원`;
    return this.db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        // Without an address the provider vouches for, a unique one that can never receive mail
        // (.invalid is reserved); the member sets a real one in /settings.
        email: vouched && identity.email ? identity.email : `${provider}-${identity.subject}@oauth.invalid`,
        password_hash: NO_PASSWORD,
        user_name: name,
        profile_image: identity.picture,
        bio: null,
        water_drops: WELCOME_WATER_DROPS,
        gems: WELCOME_GEMS,
        email_verified_at: vouched ? now : null,
        created_at: now,
        updated_at: now,
      });
      await insertOAuthLink(trx, {
        provider,
        subject: identity.subject,
        user_id: user.user_id,
        email: identity.email,
        created_at: now,
      });
      return user;
    });
  }
}
