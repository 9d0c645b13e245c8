import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The site's moderation actions the log shows. */
export const SITE_MODLOG_ACTIONS = [
  'post.hide',
  'post.restore',
  'post.reject',
  'post.delete',
  'comment.hide',
  'comment.restore',
  'comment.delete',
  'user.suspend',
  'user.unsuspend',
  'report.resolve',
] as const;

/** What a sphere's staff does to content and members there (the row's detail names the sphere). */
export const SPHERE_MODLOG_ACTIONS = ['sphere.ban', 'sphere.unban'].concat(
  ['post', 'comment'].flatMap((kind) =>
    ['hide', 'restore', 'delete', 'remove'].map((verb) => `sphere.${kind}.${verb}`),
  ),
);

export interface ModlogRow {
  audit_id: number;
  created_at: string;
  automatic: boolean;
  action: string;
  reason: string | null;
  detail_json: string | null;
  sphere_id: number | null;
}

/**
 * Newest first, one row more than the page. A report closed as 무시 is left out: it took nothing
 * down, and whether it put an automatic hide back is not recorded.
 */
export async function listModlogRows(
  db: Db,
  filter: { sphereId?: number },
  page: number,
  limit: number,
): Promise<ModlogRow[]> {
  let query = db
    .selectFrom('audit_log')
    .select(['audit_id', 'created_at', 'actor_id', 'action', 'reason', 'detail_json', 'sphere_id'])
    .where('outcome', '=', 'ok')
    .where('action', 'in', [...SITE_MODLOG_ACTIONS, ...SPHERE_MODLOG_ACTIONS])
    .where((eb) =>
      eb.not(eb.and([eb('action', '=', 'report.resolve'), eb('detail_json', 'like', '%"action":"ignore"%')])),
    );
  if (filter.sphereId !== undefined) query = query.where('sphere_id', '=', filter.sphereId);
  const rows = await query
    .orderBy('audit_id', 'desc')
    .limit(limit + 1)
    .offset((page - 1) * limit)
    .execute();
  return rows.map((row) => ({
    audit_id: Number(row.audit_id),
    created_at: row.created_at,
    automatic: row.actor_id === null,
    action: row.action,
    reason: row.reason,
    detail_json: row.detail_json,
    sphere_id: row.sphere_id === null ? null : Number(row.sphere_id),
  }));
}

const none = <T>(): Promise<T[]> => Promise.resolve([]);

export function findSpheres(db: Db, ids: number[]) {
  if (ids.length === 0) return none<{ sphere_id: number; name: string }>();
  return db.selectFrom('sphere').select(['sphere_id', 'name']).where('sphere_id', 'in', ids).execute();
}

/** Deleted posts too: the log still names what was removed. */
export function findPosts(db: Db, ids: number[]) {
  if (ids.length === 0) return none<{ post_id: number; title: string | null; user_id: number }>();
  return db.selectFrom('post').select(['post_id', 'title', 'user_id']).where('post_id', 'in', ids).execute();
}

export function findComments(db: Db, ids: number[]) {
  if (ids.length === 0) return none<{ comment_id: number; post_id: number; user_id: number }>();
  return db.selectFrom('comment').select(['comment_id', 'post_id', 'user_id']).where('comment_id', 'in', ids).execute();
}

/** Members who left are not named. */
export function findLiveUsers(db: Db, ids: number[]) {
  if (ids.length === 0) return none<{ user_id: number; user_name: string }>();
  return db
    .selectFrom('user')
    .select(['user_id', 'user_name'])
    .where('user_id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
}
