import type { AdminSettings } from '@tubesphere/shared/contract/admin-settings';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';
import type { AuditService } from '../../audit/index.ts';
import { findAdminSettings, SETTING_KEYS, saveAdminSettings } from './repository.ts';

export class AdminSettingsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly audit: AuditService,
  ) {}

  /** Inside `trx` when a change depends on a setting (a report's auto-hide threshold). */
  get(trx?: Transaction<Database>): Promise<AdminSettings> {
    return findAdminSettings(trx ?? this.db);
  }

  /**
   * Saves the given values in one transaction with an audit row naming what changed (from → to);
   * saving what is already there changes nothing and records nothing.
   */
  save(changes: Partial<AdminSettings>, adminId: number): Promise<AdminSettings> {
    return this.db.transaction().execute(async (trx) => {
      const before = await findAdminSettings(trx);
      await saveAdminSettings(trx, changes, adminId, nowIso());
      const changed = Object.fromEntries(
        SETTING_KEYS.filter((key) => changes[key] !== undefined && changes[key] !== before[key]).map((key) => [
          key,
          { from: before[key], to: changes[key] },
        ]),
      );
      const keys = Object.keys(changed);
      if (keys.length > 0) {
        await this.audit.record(
          { actorId: adminId, action: 'settings.update', target: keys.join(', '), detail: { changes: changed } },
          trx,
        );
      }
      return findAdminSettings(trx);
    });
  }
}
