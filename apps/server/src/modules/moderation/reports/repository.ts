import type { ReportAction, ReportReason, ReportStatus, ReportTargetType } from '@tubesphere/shared/contract/reports';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

export interface TargetRef {
  targetType: ReportTargetType;
  targetId: number;
}

/** A post someone other than its author may report: live and public. */
export function findReportablePost(trx: Trx, postId: number) {
  return trx
    .selectFrom('post')
    .select(['post_id', 'user_id', 'is_confirmed'])
    .where('post_id', '=', postId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A live, visible comment with its post (which decides whether the reporter can see it). */
export function findReportableComment(trx: Trx, commentId: number) {
  return trx
    .selectFrom('comment')
    .innerJoin('post', 'post.post_id', 'comment.post_id')
    .select([
      'comment.comment_id',
      'comment.user_id',
      'comment.post_id',
      'post.is_confirmed as post_confirmed',
      'post.user_id as post_user_id',
    ])
    .where('comment.comment_id', '=', commentId)
    .where('comment.deleted_at', 'is', null)
    .where('comment.hidden_at', 'is', null)
    .where('post.deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The report, unless this user already has an open one on the target: the partial unique index
 * decides (also between two racing requests), and the caller answers 409 on undefined.
 */
export async function insertReport(
  trx: Trx,
  v: TargetRef & {
    reporterId: number;
    postId: number | null;
    targetUserId: number;
    reason: ReportReason;
    detail: string | null;
    now: string;
  },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('report')
    .values({
      reporter_id: v.reporterId,
      target_type: v.targetType,
      target_id: v.targetId,
      post_id: v.postId,
      target_user_id: v.targetUserId,
      reason: v.reason,
      detail: v.detail,
      status: 'open',
      created_at: v.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['reporter_id', 'target_type', 'target_id'])
        .where(sql.ref('status'), '=', sql.lit('open'))
        .doNothing(),
    )
    .returning('report_id')
    .executeTakeFirst();
  return row?.report_id;
}

/** How many different users have an open report on the target. */
/** Different reporters with an open report, counting only those at `minTrustLevel` or above. */
export async function countOpenReporters(trx: Trx, target: TargetRef, minTrustLevel = 0): Promise<number> {
  const row = await trx
    .selectFrom('report')
    .innerJoin('user as reporter', 'reporter.user_id', 'report.reporter_id')
    .select(sql<number>`count(distinct report.reporter_id)`.as('n'))
    .where('report.target_type', '=', target.targetType)
    .where('report.target_id', '=', target.targetId)
    .where('report.status', '=', 'open')
    .where('reporter.trust_level', '>=', minTrustLevel)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Per target: every report's count and whether any is still open (for the resolve checks). */
export async function reportTallies(trx: Trx, target: TargetRef) {
  const row = await trx
    .selectFrom('report')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`coalesce(sum(case when status = 'open' then 1 else 0 end), 0)`.as('open'),
    ])
    .where('target_type', '=', target.targetType)
    .where('target_id', '=', target.targetId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), open: Number(row.open) };
}

/** The open reports' reasons, most frequent first, to name one when the admin gave none. */
export function openReasons(trx: Trx, target: TargetRef) {
  return trx
    .selectFrom('report')
    .select(['reason', sql<number>`count(*)`.as('n')])
    .where('target_type', '=', target.targetType)
    .where('target_id', '=', target.targetId)
    .where('status', '=', 'open')
    .groupBy('reason')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('reason')
    .execute();
}

/** Closes every open report on the target; returns who reported (one entry per report). */
export async function resolveTarget(
  trx: Trx,
  target: TargetRef,
  v: { action: ReportAction; adminId: number; now: string },
): Promise<number[]> {
  const rows = await trx
    .updateTable('report')
    .set({ status: 'resolved', resolved_at: v.now, resolved_by: v.adminId, resolution: v.action })
    .where('target_type', '=', target.targetType)
    .where('target_id', '=', target.targetId)
    .where('status', '=', 'open')
    .returning('reporter_id')
    .execute();
  return rows.map((row) => row.reporter_id);
}

/** One page of targets with reports of `status`: open ones most reported first, resolved newest first. */
export function groupPage(db: Db, status: ReportStatus, offset: number, count: number) {
  const query = db
    .selectFrom('report')
    .select([
      'target_type',
      'target_id',
      sql<number>`count(*)`.as('report_count'),
      sql<string>`min(created_at)`.as('first_at'),
      sql<string>`max(created_at)`.as('last_at'),
      sql<string | null>`max(resolved_at)`.as('resolved_at'),
    ])
    .where('status', '=', status)
    .groupBy(['target_type', 'target_id']);
  const ordered =
    status === 'open'
      ? query.orderBy(sql`count(*)`, 'desc').orderBy(sql`max(created_at)`, 'desc')
      : query.orderBy(sql`max(resolved_at)`, 'desc');
  return ordered.orderBy('target_type').orderBy('target_id', 'desc').limit(count).offset(offset).execute();
}

/** How many targets have reports of each status. */
export async function groupCounts(db: Db): Promise<Record<ReportStatus, number>> {
  const rows = await db
    .selectFrom(
      db
        .selectFrom('report')
        .select(['status', 'target_type', 'target_id'])
        .groupBy(['status', 'target_type', 'target_id'])
        .as('g'),
    )
    .select(['g.status', sql<number>`count(*)`.as('n')])
    .groupBy('g.status')
    .execute();
  const counts: Record<ReportStatus, number> = { open: 0, resolved: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** Every report of `status` on the given targets, newest first, with the reporter's name and the resolver's. */
export function reportsOf(db: Db, status: ReportStatus, targetType: ReportTargetType, ids: number[]) {
  return db
    .selectFrom('report')
    .innerJoin('user as reporter', 'reporter.user_id', 'report.reporter_id')
    .leftJoin('user as resolver', 'resolver.user_id', 'report.resolved_by')
    .select([
      'report.report_id',
      'report.target_type',
      'report.target_id',
      'report.reporter_id',
      'reporter.user_name as reporter_name',
      'report.reason',
      'report.detail',
      'report.created_at',
      'report.resolved_at',
      'report.resolution',
      'resolver.user_name as resolver_name',
    ])
    .where('report.status', '=', status)
    .where('report.target_type', '=', targetType)
    .where('report.target_id', 'in', ids)
    .orderBy('report.created_at', 'desc')
    .orderBy('report.report_id', 'desc')
    .execute();
}

const authorColumns = [
  'author.user_id as author_id',
  'author.user_name as author_name',
  'author.deleted_at as author_deleted_at',
  'author.suspended_at as author_suspended_at',
  'author.suspended_until as author_suspended_until',
  'author.suspension_reason as author_suspension_reason',
] as const;

/** Reported posts (deleted ones too: the queue says so) with their authors. */
export function postsByIds(db: Db, ids: number[]) {
  return db
    .selectFrom('post')
    .innerJoin('user as author', 'author.user_id', 'post.user_id')
    .select([
      'post.post_id',
      'post.title',
      'post.content',
      'post.is_confirmed',
      'post.deleted_at',
      'post.moderation_status',
      'post.moderation_reason',
      'post.moderated_by',
      ...authorColumns,
    ])
    .where('post.post_id', 'in', ids)
    .execute();
}

export function commentsByIds(db: Db, ids: number[]) {
  return db
    .selectFrom('comment')
    .innerJoin('user as author', 'author.user_id', 'comment.user_id')
    .innerJoin('post', 'post.post_id', 'comment.post_id')
    .select([
      'comment.comment_id',
      'comment.post_id',
      'comment.content',
      'comment.deleted_at',
      'comment.hidden_at',
      'comment.hidden_reason',
      'comment.hidden_by',
      'post.title as post_title',
      'post.deleted_at as post_deleted_at',
      ...authorColumns,
    ])
    .where('comment.comment_id', 'in', ids)
    .execute();
}
