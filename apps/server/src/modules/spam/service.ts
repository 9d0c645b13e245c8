import { SPAM_MESSAGES, type SpamSettingsResponse } from '@tubesphere/shared/contract/spam-settings';
import { isEmailDomainBlocked } from '@tubesphere/shared/domain/email-domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { AuditService } from '../audit/index.ts';
import { readEmailDomainBlocklist, writeEmailDomainBlocklist } from './repository.ts';

/** 가입 차단 도메인 (docs/decisions/221-spam-defences.md): sign-up and e-mail change refuse them. */
export class SpamService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly audit: AuditService,
  ) {}

  async settings(): Promise<SpamSettingsResponse> {
    return { success: true, settings: { emailDomainBlocklist: await readEmailDomainBlocklist(this.db) } };
  }

  /** Replaces the list (deduplicated, sorted) and audits what was added and removed, together. */
  save(admin: UserRow, domains: string[]): Promise<SpamSettingsResponse> {
    const next = [...new Set(domains)].sort();
    return this.db.transaction().execute(async (trx) => {
      const before = await readEmailDomainBlocklist(trx);
      await writeEmailDomainBlocklist(trx, next, admin.user_id, nowIso());
      const added = next.filter((domain) => !before.includes(domain));
      const removed = before.filter((domain) => !next.includes(domain));
      if (added.length > 0 || removed.length > 0) {
        await this.audit.record(
          {
            actorId: admin.user_id,
            action: 'spam.settings',
            target: 'email_domain_blocklist',
            rowCount: next.length,
            detail: { added, removed },
          },
          trx,
        );
      }
      return { success: true as const, settings: { emailDomainBlocklist: next } };
    });
  }

  /** Throws a Korean 400 when the address is at a listed domain (or under one). */
  async refuseBlockedEmail(email: string): Promise<void> {
    if (isEmailDomainBlocked(email, await readEmailDomainBlocklist(this.db)))
      throw badRequest(SPAM_MESSAGES.blockedDomain);
  }
}
