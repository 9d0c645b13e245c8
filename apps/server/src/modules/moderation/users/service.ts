import {
  ADMIN_USER_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  type AdminUsersResponse,
} from '@tubesphere/shared/contract/admin-users';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import { activeSuspension, suspensionEnd } from '@tubesphere/shared/domain/suspension';
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/http-error.ts';
import { canNameRow } from '../../../lib/stored-id.ts';
import type { AuditService } from '../../audit/index.ts';
import { clearSuspension, findUserState, suspendUser } from '../suspension-repository.ts';
import { type AdminUserRow, countAdmins, countUsers, findAdminUser, listUsers, setAdminLevel } from './repository.ts';

const DELETED_NAME = '탈퇴한 사용자';

export function toAdminUser(row: AdminUserRow, now = new Date()): AdminUser {
  const suspension = activeSuspension(
    { suspendedAt: row.suspended_at, suspendedUntil: row.suspended_until, reason: row.suspension_reason },
    now,
  );
  return {
    userId: toWireUserId(row.user_id),
    userName: row.deleted_at ? DELETED_NAME : row.user_name,
    email: row.deleted_at ? '' : row.email,
    profileImage: row.profile_image,
    createdAt: row.created_at,
    level: row.level,
    adminLevel: row.admin_level,
    deleted: row.deleted_at !== null,
    suspension: suspension
      ? {
          until: suspension.kind === 'ban' ? null : suspension.until,
          reason: suspension.reason,
          since: row.suspended_at as string,
        }
      : null,
    counts: {
      posts: Number(row.post_count ?? 0),
      comments: Number(row.comment_count ?? 0),
      reports: Number(row.report_count ?? 0),
    },
  };
}

/**
 * /admin/users (docs/decisions/112-suspensions-and-admin-levels.md): search, suspend or ban,
 * lift a suspension, change admin levels. Every change commits with its audit row.
 */
export class AdminUserService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly audit: AuditService,
    /** The list and its count (a scan with a LIKE per row when searching): on the read pool (db/read-pool.ts). */
    private readonly readDb: Kysely<Database> = db,
  ) {}

  async list(q: string | undefined, page: number): Promise<AdminUsersResponse> {
    const [rows, total] = await Promise.all([
      listUsers(this.readDb, q || undefined, page),
      countUsers(this.readDb, q || undefined),
    ]);
    const now = new Date();
    return {
      success: true,
      users: rows.slice(0, ADMIN_USERS_PAGE_SIZE).map((row) => toAdminUser(row, now)),
      pagination: { page, limit: ADMIN_USERS_PAGE_SIZE, hasMore: rows.length > ADMIN_USERS_PAGE_SIZE, total },
    };
  }

  /** days null: a ban, which also ends every session. Admins are never suspended (demote first). */
  suspend(admin: UserRow, userId: number, days: number | null, reason: string): Promise<AdminUser> {
    return this.db.transaction().execute(async (trx) => {
      const user = await this.target(trx, userId);
      if (user.user_id === admin.user_id) throw badRequest(ADMIN_USER_MESSAGES.notSelf);
      if (user.admin_level >= 1) throw conflict(ADMIN_USER_MESSAGES.adminTarget);
      const now = nowIso();
      const until = days === null ? null : suspensionEnd(days, new Date(now));
      const { sessionsEnded } = await suspendUser(trx, userId, { until, reason, adminId: admin.user_id, now });
      const wireId = toWireUserId(userId);
      await this.audit.record(
        {
          actorId: admin.user_id,
          action: 'user.suspend',
          target: wireId,
          rowCount: 1,
          reason,
          detail: { userId: wireId, days, until, sessionsEnded },
        },
        trx,
      );
      return this.reread(trx, userId);
    });
  }

  unsuspend(admin: UserRow, userId: number): Promise<AdminUser> {
    return this.db.transaction().execute(async (trx) => {
      const user = await this.target(trx, userId);
      const active = activeSuspension({
        suspendedAt: user.suspended_at,
        suspendedUntil: user.suspended_until,
        reason: user.suspension_reason,
      });
      if (!active) throw conflict(ADMIN_USER_MESSAGES.notSuspended);
      await clearSuspension(trx, userId, nowIso());
      const wireId = toWireUserId(userId);
      await this.audit.record(
        { actorId: admin.user_id, action: 'user.unsuspend', target: wireId, rowCount: 1, detail: { userId: wireId } },
        trx,
      );
      return this.reread(trx, userId);
    });
  }

  /**
   * Only a 최고 관리자 (level 2) grants or changes admin levels; any admin may step down, unless
   * they are the last admin. The last level-2 admin stays level 2, so someone can always grant.
   */
  setLevel(admin: UserRow, userId: number, level: number): Promise<AdminUser> {
    return this.db.transaction().execute(async (trx) => {
      const user = await this.target(trx, userId);
      const self = user.user_id === admin.user_id;
      const stepDown = self && level < user.admin_level;
      if (admin.admin_level < 2 && !stepDown) throw forbidden(ADMIN_USER_MESSAGES.onlyOwnerGrants);
      if (level === user.admin_level) throw conflict(ADMIN_USER_MESSAGES.sameLevel);
      if (self && level === 0 && (await countAdmins(trx, 1)) <= 1) throw conflict(ADMIN_USER_MESSAGES.lastAdmin);
      if (user.admin_level === 2 && level < 2 && (await countAdmins(trx, 2)) <= 1) {
        throw conflict(ADMIN_USER_MESSAGES.lastOwner);
      }
      const suspended = activeSuspension({
        suspendedAt: user.suspended_at,
        suspendedUntil: user.suspended_until,
        reason: user.suspension_reason,
      });
      if (level >= 1 && suspended) throw conflict(ADMIN_USER_MESSAGES.suspendedAdmin);
      await setAdminLevel(trx, userId, level, nowIso());
      const wireId = toWireUserId(userId);
      await this.audit.record(
        {
          actorId: admin.user_id,
          action: 'user.admin_level',
          target: wireId,
          rowCount: 1,
          detail: { userId: wireId, from: user.admin_level, to: level },
        },
        trx,
      );
      return this.reread(trx, userId);
    });
  }

  private async target(trx: Transaction<Database>, userId: number) {
    if (!canNameRow(userId)) throw notFound(ADMIN_USER_MESSAGES.notFound);
    const user = await findUserState(trx, userId);
    if (!user) throw notFound(ADMIN_USER_MESSAGES.notFound);
    if (user.deleted_at !== null) throw conflict(ADMIN_USER_MESSAGES.deletedUser);
    return user;
  }

  private async reread(trx: Transaction<Database>, userId: number): Promise<AdminUser> {
    const row = await findAdminUser(trx, userId);
    if (!row) throw notFound(ADMIN_USER_MESSAGES.notFound);
    return toAdminUser(row);
  }
}
