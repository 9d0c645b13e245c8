import type { AdminPostCounts, AdminPostStatus } from '@tubesphere/shared/contract/admin-posts';
import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import { likePattern } from '../../../db/like-pattern.ts';
import type { Database } from '../../../db/schema.ts';
import type { PostRecord } from '../../posts/index.ts';
import { selectPostRecords } from '../../posts/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface CommentRecord {
  comment_id: number;
  post_id: number;
  user_id: number;
  parent_comment_id: number | null;
  content: string;
  like_count: number;
  created_at: string;
  hidden_at: string | null;
  hidden_reason: string | null;
  author_name: string;
  author_image: string | null;
}

/**
 * Title, content or author name containing the term, case-insensitively on both engines
 * (PostgreSQL's LIKE is case-sensitive, so both sides are lowered).
 */
// biome-ignore lint/suspicious/noExplicitAny: applies to any select over post + author
function whereSearch<QB extends SelectQueryBuilder<any, any, any>>(qb: QB, q: string | undefined): QB {
  if (!q) return qb;
  const pattern = likePattern(q);
  return qb.where(
    sql<boolean>`(lower(coalesce(post.title, '')) like ${pattern} escape '!'
      or lower(post.content) like ${pattern} escape '!'
      or lower(author.user_name) like ${pattern} escape '!')`,
  ) as QB;
}

/**
 * One page plus one row, so the caller knows whether more exist without counting. 미확정 is
 * is_confirmed = 0 without a moderation status; 반려됨 and 숨김 are their status.
 */
export function findAdminPostPage(
  db: Db,
  viewerId: number,
  status: AdminPostStatus,
  page: number,
  limit: number,
  q?: string,
): Promise<PostRecord[]> {
  let query = selectPostRecords(db, viewerId);
  if (status === 'confirmed') query = query.where('post.is_confirmed', '=', 1);
  if (status === 'pending') {
    query = query.where(sql<boolean>`post.is_confirmed = 0`).where('post.moderation_status', 'is', null);
  }
  if (status === 'rejected' || status === 'hidden') query = query.where('post.moderation_status', '=', status);
  return whereSearch(query, q)
    .orderBy('post.created_at', 'desc')
    .orderBy('post.post_id', 'desc')
    .limit(limit + 1)
    .offset((page - 1) * limit)
    .execute() as Promise<PostRecord[]>;
}

export async function countAdminPosts(db: Db, q?: string): Promise<AdminPostCounts> {
  const query = db
    .selectFrom('post')
    .innerJoin('user as author', 'author.user_id', 'post.user_id')
    .where('post.deleted_at', 'is', null)
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      sql<number>`coalesce(sum(case when post.is_confirmed = 1 then 1 else 0 end), 0)`.as('confirmed'),
      sql<number>`coalesce(sum(case when post.moderation_status = 'rejected' then 1 else 0 end), 0)`.as('rejected'),
      sql<number>`coalesce(sum(case when post.moderation_status = 'hidden' then 1 else 0 end), 0)`.as('hidden'),
    ]);
  const row = await whereSearch(query, q).executeTakeFirstOrThrow();
  const all = Number(row.all);
  const confirmed = Number(row.confirmed);
  const rejected = Number(row.rejected);
  const hidden = Number(row.hidden);
  return { pending: all - confirmed - rejected - hidden, confirmed, rejected, hidden, all };
}

export function findAdminPostRecord(db: Db, viewerId: number, postId: number): Promise<PostRecord | undefined> {
  return selectPostRecords(db, viewerId).where('post.post_id', '=', postId).executeTakeFirst() as Promise<
    PostRecord | undefined
  >;
}

export function findLivePosts(
  db: Db,
  postIds: number[],
): Promise<
  {
    post_id: number;
    is_confirmed: number;
    user_id: number;
    moderation_status: 'rejected' | 'hidden' | null;
    mentions_json: string | null;
  }[]
> {
  return db
    .selectFrom('post')
    .select(['post_id', 'is_confirmed', 'user_id', 'moderation_status', 'mentions_json'])
    .where('post_id', 'in', postIds)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Publishes pending posts; a rejected one can be published after all (its rejection goes). */
export async function confirmPosts(db: Db, postIds: number[], adminId: number, now: string): Promise<void> {
  await db
    .updateTable('post')
    .set({
      is_confirmed: 1,
      confirmed_at: now,
      confirmed_by: adminId,
      updated_at: now,
      moderation_status: null,
      moderation_reason: null,
      moderated_at: null,
      moderated_by: null,
    })
    .where('post_id', 'in', postIds)
    .where('is_confirmed', '=', 0)
    .execute();
}

export function findLivePost(db: Db, postId: number): Promise<{ post_id: number } | undefined> {
  return db
    .selectFrom('post')
    .select('post_id')
    .where('post_id', '=', postId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Oldest first, as a conversation reads; capped so one post cannot produce an unbounded page.
 * Hidden comments are listed too (marked), so an admin can restore them.
 */
export function findAdminPostComments(db: Db, postId: number, limit = 500): Promise<CommentRecord[]> {
  return db
    .selectFrom('comment')
    .innerJoin('user as author', 'author.user_id', 'comment.user_id')
    .select([
      'comment.comment_id',
      'comment.post_id',
      'comment.user_id',
      'comment.parent_comment_id',
      'comment.content',
      'comment.like_count',
      'comment.created_at',
      'comment.hidden_at',
      'comment.hidden_reason',
      'author.user_name as author_name',
      'author.profile_image as author_image',
    ])
    .where('comment.post_id', '=', postId)
    .where('comment.deleted_at', 'is', null)
    .orderBy('comment.created_at', 'asc')
    .orderBy('comment.comment_id', 'asc')
    .limit(limit)
    .execute();
}
