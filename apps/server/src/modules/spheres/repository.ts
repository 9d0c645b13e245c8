import type { Sphere } from '@tubesphere/shared/contract/spheres';
import { type Kysely, sql, type Transaction } from 'kysely';
import { likePattern } from '../../db/like-pattern.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Spheres with the viewer's membership (role and joined_at null for non-members and guests). */
function spheresWithMembership(db: Db, viewerId: number | null) {
  return db
    .selectFrom('sphere')
    .leftJoin('sphere_member as mine', (join) =>
      join.onRef('mine.sphere_id', '=', 'sphere.sphere_id').on('mine.user_id', '=', viewerId ?? -1),
    )
    .select([
      'sphere.sphere_id',
      'sphere.name',
      'sphere.icon',
      'sphere.description',
      'sphere.member_count',
      sql<string | null>`mine.role`.as('role'),
      sql<string | null>`mine.joined_at`.as('joined_at'),
      sql<'all' | 'none' | null>`mine.notify_mode`.as('notify_mode'),
    ]);
}

type SphereRowWithMembership = {
  sphere_id: number;
  name: string;
  icon: string;
  description: string;
  member_count: number;
  role: string | null;
  joined_at: string | null;
  notify_mode: 'all' | 'none' | null;
};

const toSphere = (row: SphereRowWithMembership): Sphere => ({
  id: row.sphere_id,
  name: row.name,
  icon: row.icon,
  description: row.description,
  memberCount: Number(row.member_count),
  isJoined: row.role !== null,
  role: row.role,
  joinedAt: row.joined_at,
  ...(row.notify_mode === null ? {} : { notifyMode: row.notify_mode }),
});

/** Every sphere with the viewer's membership, biggest first, in one query. */
export async function findRecommended(db: Db, viewerId: number | null, limit: number): Promise<Sphere[]> {
  const rows = await spheresWithMembership(db, viewerId)
    .orderBy('sphere.member_count', 'desc')
    .orderBy('sphere.sphere_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toSphere);
}

/**
 * The sphere directory: the viewer's spheres first, then the biggest; `q` keeps names containing
 * it (case-insensitive on both engines).
 */
export async function findSpheres(db: Db, viewerId: number | null, q: string | undefined, limit: number) {
  let query = spheresWithMembership(db, viewerId);
  if (q) query = query.where(sql<boolean>`lower(sphere.name) like ${likePattern(q)} escape '!'`);
  const rows = await query
    .orderBy(sql`case when mine.role is null then 1 else 0 end`)
    .orderBy('sphere.member_count', 'desc')
    .orderBy('sphere.sphere_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toSphere);
}

export async function findSphere(db: Db, sphereId: number, viewerId: number | null): Promise<Sphere | null> {
  const row = await spheresWithMembership(db, viewerId).where('sphere.sphere_id', '=', sphereId).executeTakeFirst();
  return row ? toSphere(row) : null;
}

export function sphereExists(db: Db, sphereId: number) {
  return db.selectFrom('sphere').select('sphere_id').where('sphere_id', '=', sphereId).executeTakeFirst();
}

export async function isMember(db: Db, sphereId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sphere_member')
    .select('sphere_id')
    .where('sphere_id', '=', sphereId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** False when the user was already a member: the primary key decides, so joining is idempotent. */
export async function insertMember(db: Db, sphereId: number, userId: number, now: string): Promise<boolean> {
  const inserted = await db
    .insertInto('sphere_member')
    .values({ sphere_id: sphereId, user_id: userId, role: 'member', joined_at: now })
    .onConflict((oc) => oc.columns(['sphere_id', 'user_id']).doNothing())
    .returning('sphere_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * False when the user was not a member. Two leaves at once on PostgreSQL: the second waits for
 * the first's row lock, then finds nothing to delete, so the count drops once.
 */
export async function deleteMember(db: Db, sphereId: number, userId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('sphere_member')
    .where('sphere_id', '=', sphereId)
    .where('user_id', '=', userId)
    .returning('sphere_id')
    .executeTakeFirst();
  return deleted !== undefined;
}

export function bumpMemberCount(db: Db, sphereId: number) {
  return db
    .updateTable('sphere')
    .set({ member_count: sql`member_count + 1` })
    .where('sphere_id', '=', sphereId)
    .execute();
}

export function dropMemberCount(db: Db, sphereId: number) {
  return db
    .updateTable('sphere')
    .set({ member_count: sql`member_count - 1` })
    .where('sphere_id', '=', sphereId)
    .execute();
}

export async function findMemberCount(db: Db, sphereId: number): Promise<number> {
  const row = await db
    .selectFrom('sphere')
    .select('member_count')
    .where('sphere_id', '=', sphereId)
    .executeTakeFirstOrThrow();
  return Number(row.member_count);
}

export function findMembership(db: Db, sphereId: number, userId: number) {
  return db
    .selectFrom('sphere_member')
    .innerJoin('sphere', 'sphere.sphere_id', 'sphere_member.sphere_id')
    .select(['sphere_member.role', 'sphere_member.joined_at', 'sphere.member_count'])
    .where('sphere_member.sphere_id', '=', sphereId)
    .where('sphere_member.user_id', '=', userId)
    .executeTakeFirstOrThrow();
}
