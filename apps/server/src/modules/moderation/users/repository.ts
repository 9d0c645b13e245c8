import { ADMIN_USERS_PAGE_SIZE } from '@tubesphere/shared/contract/admin-users';
import { type Kysely, sql, type Transaction } from 'kysely';
import { likePattern } from '../../../db/like-pattern.ts';
import type { Database } from '../../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

function matching(db: Db, q: string | undefined) {
  const query = db.selectFrom('user');
  if (!q) return query;
  const pattern = likePattern(q);
  return query.where(
    sql<boolean>`(lower("user".user_name) like ${pattern} escape '!' or lower("user".email) like ${pattern} escape '!')`,
  );
}

/**
 * Users with what the list shows: live posts and comments, and reports ever made against them —
 * counted per row of the page only (25 rows, each count from an index).
 */
function selectAdminUsers(db: Db, q: string | undefined) {
  return matching(db, q).select((eb) => [
    'user.user_id',
    'user.user_name',
    'user.email',
    'user.profile_image',
    'user.created_at',
    'user.level',
    'user.admin_level',
    'user.deleted_at',
    'user.suspended_at',
    'user.suspended_until',
    'user.suspension_reason',
    eb
      .selectFrom('post')
      .select((p) => p.fn.countAll<number>().as('n'))
      .whereRef('post.user_id', '=', 'user.user_id')
      .where('post.deleted_at', 'is', null)
      .as('post_count'),
    eb
      .selectFrom('comment')
      .select((c) => c.fn.countAll<number>().as('n'))
      .whereRef('comment.user_id', '=', 'user.user_id')
      .where('comment.deleted_at', 'is', null)
      .as('comment_count'),
    eb
      .selectFrom('report')
      .select((r) => r.fn.countAll<number>().as('n'))
      .whereRef('report.target_user_id', '=', 'user.user_id')
      .as('report_count'),
  ]);
}

/** A page, newest first, plus one row to tell whether more exist. */
export function listUsers(db: Db, q: string | undefined, page: number) {
  return selectAdminUsers(db, q)
    .orderBy('user.created_at', 'desc')
    .orderBy('user.user_id', 'desc')
    .limit(ADMIN_USERS_PAGE_SIZE + 1)
    .offset((page - 1) * ADMIN_USERS_PAGE_SIZE)
    .execute();
}

export type AdminUserRow = Awaited<ReturnType<typeof listUsers>>[number];

/** One user as the list shows them (after a change). */
export function findAdminUser(db: Db, userId: number): Promise<AdminUserRow | undefined> {
  return selectAdminUsers(db, undefined).where('user.user_id', '=', userId).executeTakeFirst();
}

export async function countUsers(db: Db, q: string | undefined): Promise<number> {
  const row = await matching(db, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Live admins at or above a level (for "the last admin" rules). */
export async function countAdmins(db: Db, minLevel: number): Promise<number> {
  const row = await db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('admin_level', '>=', minLevel)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setAdminLevel(db: Db, userId: number, level: number, now: string): Promise<void> {
  await db.updateTable('user').set({ admin_level: level, updated_at: now }).where('user_id', '=', userId).execute();
}
