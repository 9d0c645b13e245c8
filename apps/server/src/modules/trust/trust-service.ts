import {
  type SaveTrustSettingsBody,
  TRUST_MESSAGES,
  type TrustSettings,
  trustSettings,
} from '@tubesphere/shared/contract/trust';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { AuditService } from '../audit/index.ts';
import { runPromotion } from './promotion.ts';
import { readTrustSettings, writeTrustSettings } from './settings-repository.ts';
import { VisitRecorder } from './visits.ts';

/** What `app.trust` offers: the admin's level changes, the settings, the job and visit days. */
export class TrustService {
  readonly visits: VisitRecorder;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly audit: AuditService,
  ) {
    this.visits = new VisitRecorder(db);
  }

  promote(now: Date = new Date(), signal?: AbortSignal) {
    return runPromotion(this.db, this.audit, now, signal);
  }

  settings(): Promise<TrustSettings> {
    return readTrustSettings(this.db);
  }

  saveSettings(admin: UserRow, changes: SaveTrustSettingsBody): Promise<TrustSettings> {
    if (Object.keys(changes).length === 0) throw badRequest(TRUST_MESSAGES.nothingToSave);
    return this.db.transaction().execute(async (trx) => {
      const before = await readTrustSettings(trx);
      const merged = trustSettings.safeParse({
        ...before,
        ...changes,
        thresholds: { ...before.thresholds, ...changes.thresholds },
      });
      if (!merged.success) throw badRequest(TRUST_MESSAGES.badSetting);
      await writeTrustSettings(trx, merged.data, admin.user_id, nowIso());
      await this.audit.record(
        {
          actorId: admin.user_id,
          action: 'trust.settings',
          target: Object.keys(changes).join(', '),
          detail: { changes: { from: before, to: merged.data } },
        },
        trx,
      );
      return merged.data;
    });
  }

  /** An admin sets a level; `locked` keeps the promotion job away from it. */
  setLevel(admin: UserRow, userId: number, trustLevel: number, locked: boolean) {
    return this.db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('user')
        .select(['user_id', 'trust_level', 'trust_level_locked', 'deleted_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!user) throw notFound(TRUST_MESSAGES.notFound);
      if (user.deleted_at !== null) throw conflict(TRUST_MESSAGES.deletedUser);
      await trx
        .updateTable('user')
        .set({ trust_level: trustLevel, trust_level_locked: locked ? 1 : 0, updated_at: nowIso() })
        .where('user_id', '=', userId)
        .execute();
      const wireId = toWireUserId(userId);
      await this.audit.record(
        {
          actorId: admin.user_id,
          action: 'user.trust_level',
          target: wireId,
          rowCount: 1,
          detail: { userId: wireId, from: user.trust_level, to: trustLevel, locked, cause: 'admin' },
        },
        trx,
      );
      return { success: true as const, userId: wireId, trustLevel, locked };
    });
  }
}
