import type { Sphere } from '@tubesphere/shared/contract/spheres';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Every sphere with the viewer's membership, biggest first, in one query. */
export async function findRecommended(db: Db, viewerId: number | null, limit: number): Promise<Sphere[]> {
  const rows = await db
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
    ])
    .orderBy('sphere.member_count', 'desc')
    .orderBy('sphere.sphere_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.sphere_id,
    name: row.name,
    icon: row.icon,
    description: row.description,
    memberCount: Number(row.member_count),
    isJoined: row.role !== null,
    role: row.role,
    joinedAt: row.joined_at,
  }));
}

export function sphereExists(db: Db, sphereId: number) {
  return db.selectFrom('sphere').select('sphere_id').where('sphere_id', '=', sphereId).executeTakeFirst();
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

export function bumpMemberCount(db: Db, sphereId: number) {
  return db
    .updateTable('sphere')
    .set({ member_count: sql`member_count + 1` })
    .where('sphere_id', '=', sphereId)
    .execute();
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
