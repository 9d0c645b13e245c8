import type { ReportReason } from '@tubesphere/shared/contract/reports';
import {
  type AppointableRole,
  SPHERE_PIN_MAX,
  SPHERE_REPORT_PAGE_SIZE,
  SPHERE_STAFF_MESSAGES,
  type SphereBan,
  type SphereReportsResponse,
  type UpdateSphereBody,
} from '@tubesphere/shared/contract/sphere-staff';
import { SPHERE_MESSAGES, type Sphere } from '@tubesphere/shared/contract/spheres';
import { toWirePostId, toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { AuditService } from '../audit/index.ts';
import { notify } from '../notifications/index.ts';
import type { TrustService } from '../trust/index.ts';
import { bumpMemberCount, findSphere, insertMember } from './repository.ts';
import { type Authority, authorityOf, pinsOf, staffOf } from './staff-read.ts';
import {
  countPins,
  deleteBan,
  deleteHide,
  deletePin,
  findActiveBans,
  findLiveUser,
  findReportedPosts,
  findReportReasons,
  findRole,
  findSpherePost,
  insertHide,
  insertPin,
  insertSphere,
  lockSphere,
  setRole,
  updateSphere,
  upsertBan,
} from './staff-repository.ts';

type Trx = Transaction<Database>;
const DAY_MS = 86_400_000;
const EXCERPT_CHARS = 200;

/** What an action needs of the actor: any staff role, owner or manager, or the owner. */
type Need = 'moderate' | 'manage' | 'appoint';
const REFUSAL: Record<Need, string> = {
  moderate: SPHERE_STAFF_MESSAGES.notStaff,
  manage: SPHERE_STAFF_MESSAGES.notManager,
  appoint: SPHERE_STAFF_MESSAGES.notOwner,
};

/**
 * Spheres run by their members (docs/sphere-roles.md). Every action is one transaction that
 * locks the sphere's row first, checks the actor's role there (site admins act as its owner),
 * makes the change and writes its audit row — so a refused or failed action leaves nothing.
 */
export class SphereStaffService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly audit: AuditService,
    private readonly trust: TrustService,
  ) {}

  /** Whether this user may create a sphere: admins, and members at the setting's level or above. */
  async canCreate(user: UserRow | null): Promise<boolean> {
    if (!user) return false;
    if (user.admin_level >= 1) return true;
    return user.trust_level >= (await this.trust.settings()).sphereCreateTrustLevel;
  }

  async create(user: UserRow, body: { name: string; icon: string; description?: string }): Promise<Sphere> {
    if (!(await this.canCreate(user))) {
      throw forbidden(SPHERE_STAFF_MESSAGES.levelTooLow((await this.trust.settings()).sphereCreateTrustLevel));
    }
    return this.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const sphereId = await insertSphere(trx, {
        name: body.name,
        icon: body.icon,
        description: body.description ?? '',
        createdBy: user.user_id,
        now,
      });
      if (sphereId === undefined) throw conflict(SPHERE_STAFF_MESSAGES.nameTaken);
      await insertMember(trx, sphereId, user.user_id, now);
      await setRole(trx, sphereId, user.user_id, 'owner');
      await bumpMemberCount(trx, sphereId);
      await this.record(trx, user, 'sphere.create', `sphere${sphereId}`, null, { sphereId, name: body.name });
      return (await findSphere(trx, sphereId, user.user_id)) as Sphere;
    });
  }

  update(user: UserRow, sphereId: number, body: UpdateSphereBody): Promise<Sphere> {
    return this.act(user, sphereId, 'manage', async (trx) => {
      const changes = {
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.icon !== undefined ? { icon: body.icon } : {}),
        ...(body.rules !== undefined ? { rules: body.rules } : {}),
      };
      await updateSphere(trx, sphereId, changes);
      await this.record(trx, user, 'sphere.update', `sphere${sphereId}`, null, {
        sphereId,
        fields: Object.keys(changes),
      });
      return (await findSphere(trx, sphereId, user.user_id)) as Sphere;
    });
  }

  /** Appoints a manager or moderator; someone not yet a member joins as they are appointed. */
  setStaff(user: UserRow, sphereId: number, userId: number, role: AppointableRole) {
    return this.act(user, sphereId, 'appoint', async (trx) => {
      if (!(await findLiveUser(trx, userId))) throw notFound(SPHERE_STAFF_MESSAGES.userNotFound);
      let from = await findRole(trx, sphereId, userId);
      if (from === 'owner') throw conflict(SPHERE_STAFF_MESSAGES.ownerRole);
      if (from === null) {
        await insertMember(trx, sphereId, userId, nowIso());
        await bumpMemberCount(trx, sphereId);
        from = 'member';
      }
      if (from !== role) {
        await setRole(trx, sphereId, userId, role);
        await this.record(trx, user, 'sphere.staff', toWireUserId(userId), null, {
          sphereId,
          userId: toWireUserId(userId),
          from,
          to: role,
        });
      }
      return { success: true as const, staff: await staffOf(trx, sphereId) };
    });
  }

  /** Back to an ordinary member. */
  removeStaff(user: UserRow, sphereId: number, userId: number) {
    return this.act(user, sphereId, 'appoint', async (trx) => {
      if (!(await findLiveUser(trx, userId))) throw notFound(SPHERE_STAFF_MESSAGES.userNotFound);
      const from = await findRole(trx, sphereId, userId);
      if (from === 'owner') throw conflict(SPHERE_STAFF_MESSAGES.ownerRole);
      if (from !== 'manager' && from !== 'moderator') throw notFound(SPHERE_STAFF_MESSAGES.notStaffMember);
      await setRole(trx, sphereId, userId, 'member');
      await this.record(trx, user, 'sphere.staff', toWireUserId(userId), null, {
        sphereId,
        userId: toWireUserId(userId),
        from,
        to: 'member',
      });
      return { success: true as const, staff: await staffOf(trx, sphereId) };
    });
  }

  /** 공지: at most three per sphere, counted under the sphere's lock. */
  pin(user: UserRow, sphereId: number, postId: number) {
    return this.act(user, sphereId, 'moderate', async (trx) => {
      await this.postOfSphere(trx, sphereId, postId);
      if ((await countPins(trx, sphereId)) >= SPHERE_PIN_MAX) throw conflict(SPHERE_STAFF_MESSAGES.tooManyPins);
      if (!(await insertPin(trx, { sphereId, postId, by: user.user_id, now: nowIso() }))) {
        throw conflict(SPHERE_STAFF_MESSAGES.alreadyPinned);
      }
      const wireId = toWirePostId(postId);
      await this.record(trx, user, 'sphere.pin', wireId, null, { sphereId, postId: wireId });
      return { success: true as const, pinned: await pinsOf(trx, sphereId) };
    });
  }

  unpin(user: UserRow, sphereId: number, postId: number) {
    return this.act(user, sphereId, 'moderate', async (trx) => {
      if (!(await deletePin(trx, sphereId, postId))) throw notFound(SPHERE_STAFF_MESSAGES.notPinned);
      const wireId = toWirePostId(postId);
      await this.record(trx, user, 'sphere.unpin', wireId, null, { sphereId, postId: wireId });
      return { success: true as const, pinned: await pinsOf(trx, sphereId) };
    });
  }

  /** The post leaves the sphere's feed (and its 공지); the author reads why. */
  hidePost(user: UserRow, sphereId: number, postId: number, reason: string) {
    return this.act(user, sphereId, 'moderate', async (trx) => {
      const post = await this.postOfSphere(trx, sphereId, postId);
      if (!(await insertHide(trx, { sphereId, postId, reason, by: user.user_id, now: nowIso() }))) {
        throw conflict(SPHERE_STAFF_MESSAGES.alreadyHidden);
      }
      const wireId = toWirePostId(postId);
      const sphere = await findSphere(trx, sphereId, null);
      // No actor: a moderation notice reaches the author even if they blocked the moderator.
      await notify(trx, {
        type: 'post_hidden',
        recipientId: post.user_id,
        actorId: null,
        postId: wireId,
        text: `[${sphere?.name ?? ''} 스피어] ${reason}`,
      });
      await this.record(trx, user, 'sphere.post.hide', wireId, reason, {
        sphereId,
        postId: wireId,
        authorId: toWireUserId(post.user_id),
      });
      return { success: true as const, postId: wireId, hidden: true };
    });
  }

  /** A site admin's undo of a sphere hide: the post is back in the feed and its author told. */
  restorePost(admin: UserRow, sphereId: number, postId: number) {
    if (admin.admin_level < 1) throw forbidden(SPHERE_STAFF_MESSAGES.adminOnlyUndo);
    return this.act(admin, sphereId, 'appoint', async (trx) => {
      const post = await findSpherePost(trx, postId);
      if (!post) throw notFound(SPHERE_STAFF_MESSAGES.postNotFound);
      if (!(await deleteHide(trx, sphereId, postId))) throw conflict(SPHERE_STAFF_MESSAGES.notHidden);
      const wireId = toWirePostId(postId);
      await notify(trx, { type: 'post_restored', recipientId: post.user_id, actorId: null, postId: wireId });
      await this.record(trx, admin, 'sphere.post.restore', wireId, null, { sphereId, postId: wireId });
      return { success: true as const, postId: wireId, hidden: false };
    });
  }

  /** Stops a member posting into the sphere for `days` days, or for good; staff must be removed first. */
  ban(user: UserRow, sphereId: number, body: { userId: number; days?: number; reason: string }) {
    return this.act(user, sphereId, 'moderate', async (trx) => {
      const target = await findLiveUser(trx, body.userId);
      if (!target) throw notFound(SPHERE_STAFF_MESSAGES.userNotFound);
      if (target.user_id === user.user_id) throw conflict(SPHERE_STAFF_MESSAGES.cannotBanSelf);
      const role = await findRole(trx, sphereId, body.userId);
      if (role === 'owner' || role === 'manager' || role === 'moderator') {
        throw conflict(SPHERE_STAFF_MESSAGES.cannotBanStaff);
      }
      const now = new Date();
      const days = body.days ?? null;
      const until = days === null ? null : new Date(now.getTime() + days * DAY_MS).toISOString();
      await upsertBan(trx, {
        sphereId,
        userId: body.userId,
        reason: body.reason,
        until,
        by: user.user_id,
        now: now.toISOString(),
      });
      const wireUser = toWireUserId(body.userId);
      await this.record(trx, user, 'sphere.ban', wireUser, body.reason, { sphereId, userId: wireUser, days, until });
      const ban: SphereBan = {
        userId: wireUser,
        name: target.user_name,
        reason: body.reason,
        until,
        createdAt: now.toISOString(),
      };
      return { success: true as const, ban };
    });
  }

  unban(user: UserRow, sphereId: number, userId: number) {
    return this.act(user, sphereId, 'moderate', async (trx) => {
      if (!(await findLiveUser(trx, userId))) throw notFound(SPHERE_STAFF_MESSAGES.userNotFound);
      if (!(await deleteBan(trx, sphereId, userId))) throw notFound(SPHERE_STAFF_MESSAGES.notBanned);
      const wireUser = toWireUserId(userId);
      await this.record(trx, user, 'sphere.unban', wireUser, null, { sphereId, userId: wireUser });
      return { success: true as const, ban: null };
    });
  }

  async bans(user: UserRow, sphereId: number, page: number) {
    await this.authorize(this.db, user, sphereId, 'moderate');
    const limit = SPHERE_REPORT_PAGE_SIZE;
    const rows = await findActiveBans(this.db, sphereId, nowIso(), (page - 1) * limit, limit + 1);
    return {
      success: true as const,
      bans: rows.slice(0, limit).map((row) => ({
        userId: toWireUserId(row.user_id),
        name: row.user_name,
        reason: row.reason,
        until: row.until,
        createdAt: row.created_at,
      })),
      pagination: { page, limit, hasMore: rows.length > limit },
    };
  }

  /** The staff's report queue: open reports on the sphere's posts, as the admins also see them. */
  async reports(user: UserRow, sphereId: number, page: number): Promise<SphereReportsResponse> {
    await this.authorize(this.db, user, sphereId, 'moderate');
    const limit = SPHERE_REPORT_PAGE_SIZE;
    const rows = await findReportedPosts(this.db, sphereId, (page - 1) * limit, limit + 1);
    const pageRows = rows.slice(0, limit);
    const reasons = pageRows.length
      ? await findReportReasons(
          this.db,
          pageRows.map((row) => row.post_id),
        )
      : [];
    return {
      success: true,
      reports: pageRows.map((row) => ({
        postId: toWirePostId(row.post_id),
        postTitle: row.title,
        excerpt: [...row.content].slice(0, EXCERPT_CHARS).join(''),
        author: { userId: toWireUserId(row.user_id), userName: row.user_name },
        reportCount: Number(row.report_count),
        reasons: reasons
          .filter((reason) => reason.target_id === row.post_id)
          .map((reason) => ({ reason: reason.reason as ReportReason, count: Number(reason.n) }))
          .sort((a, b) => b.count - a.count),
        lastReportedAt: row.last_at,
        hiddenInSphere: row.hidden_at !== null,
      })),
      pagination: { page, limit, hasMore: rows.length > limit },
    };
  }

  /** Locks the sphere, checks the actor's authority there and runs the action, all in one transaction. */
  private act<T>(user: UserRow, sphereId: number, need: Need, run: (trx: Trx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await lockSphere(trx, sphereId))) throw notFound(SPHERE_MESSAGES.notFound);
      await this.authorize(trx, user, sphereId, need);
      return run(trx);
    });
  }

  private async authorize(db: Kysely<Database> | Trx, user: UserRow, sphereId: number, need: Need) {
    const authority: Authority | null = await authorityOf(db, sphereId, user);
    if (!authority) throw notFound(SPHERE_MESSAGES.notFound);
    const allowed =
      need === 'moderate' ? authority.canModerate : need === 'manage' ? authority.canManage : authority.canAppoint;
    if (!allowed) throw forbidden(REFUSAL[need]);
  }

  /** A live public post written into this sphere, else 404. */
  private async postOfSphere(trx: Trx, sphereId: number, postId: number) {
    const post = await findSpherePost(trx, postId);
    if (!post) throw notFound(SPHERE_STAFF_MESSAGES.postNotFound);
    if (post.sphere_id !== sphereId) throw notFound(SPHERE_STAFF_MESSAGES.notInSphere);
    return post;
  }

  private record(
    trx: Trx,
    user: UserRow,
    action: Parameters<AuditService['record']>[0]['action'],
    target: string,
    reason: string | null,
    detail: Record<string, unknown>,
  ) {
    return this.audit.record(
      { actorId: user.user_id, action, target, rowCount: 1, ...(reason ? { reason } : {}), detail },
      trx,
    );
  }
}
