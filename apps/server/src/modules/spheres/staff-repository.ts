import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Undefined when the name is taken: the unique index decides, also between two racing requests. */
export async function insertSphere(
  db: Db,
  v: { name: string; icon: string; description: string; createdBy: number; now: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('sphere')
    .values({
      // Addresses use the id; the slug only has to be unique (the reference spheres' are words).
      slug: `m-${randomUUID()}`,
      name: v.name,
      icon: v.icon,
      description: v.description,
      member_count: 0,
      created_at: v.now,
      created_by: v.createdBy,
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('sphere_id')
    .executeTakeFirst();
  return row?.sphere_id;
}

export function updateSphere(
  db: Db,
  sphereId: number,
  changes: { description?: string; icon?: string; rules?: string },
) {
  return db.updateTable('sphere').set(changes).where('sphere_id', '=', sphereId).execute();
}

/**
 * Takes the sphere row's write lock for the rest of the transaction (a write that changes
 * nothing): two staff pinning at once count each other's pins. False when there is no sphere.
 */
export async function lockSphere(trx: Transaction<Database>, sphereId: number): Promise<boolean> {
  const result = await trx
    .updateTable('sphere')
    .set({ member_count: sql`member_count` })
    .where('sphere_id', '=', sphereId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findRole(db: Db, sphereId: number, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('sphere_member')
    .select('role')
    .where('sphere_id', '=', sphereId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

export function setRole(db: Db, sphereId: number, userId: number, role: string) {
  return db
    .updateTable('sphere_member')
    .set({ role })
    .where('sphere_id', '=', sphereId)
    .where('user_id', '=', userId)
    .execute();
}

/** A live account (not deleted), for appointing and banning. */
export function findLiveUser(db: Db, userId: number) {
  return db
    .selectFrom('user')
    .select(['user_id', 'user_name'])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

const ROLE_ORDER = sql<number>`case sphere_member.role when 'owner' then 0 when 'manager' then 1 else 2 end`;

/** The 운영진: owner, managers, moderators, in that order, then by who joined first. */
export async function findStaff(db: Db, sphereId: number) {
  return db
    .selectFrom('sphere_member')
    .innerJoin('user', 'user.user_id', 'sphere_member.user_id')
    .select(['sphere_member.user_id', 'user.user_name', 'sphere_member.role'])
    .where('sphere_member.sphere_id', '=', sphereId)
    .where('sphere_member.role', 'in', ['owner', 'manager', 'moderator'])
    .orderBy(ROLE_ORDER)
    .orderBy('sphere_member.joined_at')
    .orderBy('sphere_member.user_id')
    .execute();
}

export function findRules(db: Db, sphereId: number) {
  return db.selectFrom('sphere').select('rules').where('sphere_id', '=', sphereId).executeTakeFirst();
}

/** A live, public post with the sphere it was written into. */
export function findSpherePost(db: Db, postId: number) {
  return db
    .selectFrom('post')
    .select(['post_id', 'user_id', 'sphere_id', 'title'])
    .where('post_id', '=', postId)
    .where('deleted_at', 'is', null)
    .where('is_confirmed', '=', 1)
    .executeTakeFirst();
}

export async function countPins(db: Db, sphereId: number): Promise<number> {
  const row = await db
    .selectFrom('sphere_pin')
    .select(sql<number>`count(*)`.as('n'))
    .where('sphere_id', '=', sphereId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPin(db: Db, v: { sphereId: number; postId: number; by: number; now: string }) {
  const row = await db
    .insertInto('sphere_pin')
    .values({ sphere_id: v.sphereId, post_id: v.postId, pinned_by: v.by, pinned_at: v.now })
    .onConflict((oc) => oc.columns(['sphere_id', 'post_id']).doNothing())
    .returning('post_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deletePin(db: Db, sphereId: number, postId: number): Promise<boolean> {
  const row = await db
    .deleteFrom('sphere_pin')
    .where('sphere_id', '=', sphereId)
    .where('post_id', '=', postId)
    .returning('post_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The 공지: pinned posts still live, public and not hidden from the sphere, newest pin first. */
export function findPins(db: Db, sphereId: number) {
  return db
    .selectFrom('sphere_pin')
    .innerJoin('post', 'post.post_id', 'sphere_pin.post_id')
    .innerJoin('user', 'user.user_id', 'post.user_id')
    .select(['post.post_id', 'post.title', 'post.content', 'user.user_name', 'sphere_pin.pinned_at'])
    .where('sphere_pin.sphere_id', '=', sphereId)
    .where('post.deleted_at', 'is', null)
    .where('post.is_confirmed', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('sphere_post_hide as h')
            .select('h.post_id')
            .whereRef('h.sphere_id', '=', 'sphere_pin.sphere_id')
            .whereRef('h.post_id', '=', 'sphere_pin.post_id'),
        ),
      ),
    )
    .orderBy('sphere_pin.pinned_at', 'desc')
    .orderBy('sphere_pin.post_id', 'desc')
    .execute();
}

export async function insertHide(
  db: Db,
  v: { sphereId: number; postId: number; reason: string; by: number; now: string },
): Promise<boolean> {
  const row = await db
    .insertInto('sphere_post_hide')
    .values({ sphere_id: v.sphereId, post_id: v.postId, reason: v.reason, hidden_by: v.by, hidden_at: v.now })
    .onConflict((oc) => oc.columns(['sphere_id', 'post_id']).doNothing())
    .returning('post_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteHide(db: Db, sphereId: number, postId: number): Promise<boolean> {
  const row = await db
    .deleteFrom('sphere_post_hide')
    .where('sphere_id', '=', sphereId)
    .where('post_id', '=', postId)
    .returning('post_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Insert or replace: banning again changes the term and reason. */
export function upsertBan(
  db: Db,
  v: { sphereId: number; userId: number; reason: string; until: string | null; by: number; now: string },
) {
  const values = { reason: v.reason, until: v.until, banned_by: v.by, created_at: v.now };
  return db
    .insertInto('sphere_ban')
    .values({ sphere_id: v.sphereId, user_id: v.userId, ...values })
    .onConflict((oc) => oc.columns(['sphere_id', 'user_id']).doUpdateSet(values))
    .execute();
}

export async function deleteBan(db: Db, sphereId: number, userId: number): Promise<boolean> {
  const row = await db
    .deleteFrom('sphere_ban')
    .where('sphere_id', '=', sphereId)
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The ban in force now, if any (an expired one no longer counts; ISO times compare as text). */
export function findActiveBan(db: Db, sphereId: number, userId: number, now: string) {
  return db
    .selectFrom('sphere_ban')
    .select(['reason', 'until'])
    .where('sphere_id', '=', sphereId)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
    .executeTakeFirst();
}

/** Bans in force, newest first. */
export function findActiveBans(db: Db, sphereId: number, now: string, offset: number, limit: number) {
  return db
    .selectFrom('sphere_ban')
    .innerJoin('user', 'user.user_id', 'sphere_ban.user_id')
    .select(['sphere_ban.user_id', 'user.user_name', 'sphere_ban.reason', 'sphere_ban.until', 'sphere_ban.created_at'])
    .where('sphere_ban.sphere_id', '=', sphereId)
    .where((eb) => eb.or([eb('sphere_ban.until', 'is', null), eb('sphere_ban.until', '>', now)]))
    .orderBy('sphere_ban.created_at', 'desc')
    .orderBy('sphere_ban.user_id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** Open reports on the sphere's posts (the posts themselves, not their comments), one row per post, latest first. */
export function findReportedPosts(db: Db, sphereId: number, offset: number, limit: number) {
  return db
    .selectFrom('report')
    .innerJoin('post', 'post.post_id', 'report.target_id')
    .innerJoin('user', 'user.user_id', 'post.user_id')
    .leftJoin('sphere_post_hide as h', (join) =>
      join.onRef('h.post_id', '=', 'post.post_id').on('h.sphere_id', '=', sphereId),
    )
    .select([
      'post.post_id',
      'post.title',
      'post.content',
      'post.user_id',
      'user.user_name',
      sql<number>`count(*)`.as('report_count'),
      sql<string>`max(report.created_at)`.as('last_at'),
      sql<string | null>`max(h.hidden_at)`.as('hidden_at'),
    ])
    .where('report.target_type', '=', 'post')
    .where('report.status', '=', 'open')
    .where('post.sphere_id', '=', sphereId)
    .where('post.deleted_at', 'is', null)
    .groupBy(['post.post_id', 'post.title', 'post.content', 'post.user_id', 'user.user_name'])
    .orderBy(sql`max(report.created_at)`, 'desc')
    .orderBy('post.post_id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export function findReportReasons(db: Db, postIds: number[]) {
  return db
    .selectFrom('report')
    .select(['target_id', 'reason', sql<number>`count(*)`.as('n')])
    .where('target_type', '=', 'post')
    .where('status', '=', 'open')
    .where('target_id', 'in', postIds)
    .groupBy(['target_id', 'reason'])
    .execute();
}
