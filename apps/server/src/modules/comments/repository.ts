import type { Comment } from '@tubesphere/shared/contract/comments';
import { timeAgo } from '@tubesphere/shared/domain/format';
import { toWirePostId, toWireUserId } from '@tubesphere/shared/domain/ids';
import { type Kysely, sql, type Transaction } from 'kysely';
import { prepareQuery } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A comment with its author, as the wire needs it; one query for a whole post's comments. */
function selectComments(db: Db) {
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
      'author.user_name',
      'author.profile_image',
      'author.deleted_at as author_deleted_at',
    ])
    .where('comment.deleted_at', 'is', null);
}

type CommentRecord = Awaited<ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>>;

export function toWireComment(row: CommentRecord, now = new Date()): Comment {
  return {
    commentId: row.comment_id,
    postId: toWirePostId(row.post_id),
    userId: toWireUserId(row.user_id),
    userName: row.user_name,
    profileImage: row.profile_image,
    authorDeleted: row.author_deleted_at !== null,
    content: row.content,
    parentCommentId: row.parent_comment_id,
    timeAgo: timeAgo(row.created_at, now),
    createdAt: row.created_at,
    likeCount: row.like_count,
  };
}

// Every post view runs this: compiled once (db/prepared.ts).
const postCommentsQuery = prepareQuery((db, p: { postId: number }) =>
  selectComments(db)
    .where('comment.post_id', '=', p.postId)
    .orderBy('comment.created_at', 'asc')
    .orderBy('comment.comment_id', 'asc'),
);

/** Oldest first, so a thread reads top to bottom; the client groups replies under parents. */
export async function findPostComments(db: Db, postId: number): Promise<Comment[]> {
  const { rows } = await postCommentsQuery(db, { postId });
  const now = new Date();
  return rows.map((row) => toWireComment(row, now));
}

/** The parent a reply may hang under: a live comment of the same post. */
export function findParent(db: Db, postId: number, commentId: number) {
  return db
    .selectFrom('comment')
    .select(['comment_id', 'parent_comment_id'])
    .where('comment_id', '=', commentId)
    .where('post_id', '=', postId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

// Every comment runs these: compiled once (db/prepared.ts).
const insertCommentQuery = prepareQuery(
  (db, p: { postId: number; userId: number; parentCommentId: number | null; content: string; now: string }) =>
    db
      .insertInto('comment')
      .values({
        post_id: p.postId,
        user_id: p.userId,
        parent_comment_id: p.parentCommentId,
        content: p.content,
        created_at: p.now,
      })
      .returning('comment_id'),
);
const bumpCommentCountQuery = prepareQuery((db, p: { postId: number }) =>
  db
    .updateTable('post')
    .set({ comment_count: sql`comment_count + 1` })
    .where('post_id', '=', p.postId)
    .returning('comment_count'),
);

export async function insertComment(
  db: Db,
  values: { postId: number; userId: number; parentCommentId: number | null; content: string; now: string },
): Promise<number> {
  const row = (await insertCommentQuery(db, values)).rows[0];
  if (!row) throw new Error('comment insert returned no id');
  return row.comment_id;
}

/** +1 on the post's counter; returns the new count (the UPDATE also locks the post row). */
export async function bumpCommentCount(db: Db, postId: number): Promise<number> {
  const row = (await bumpCommentCountQuery(db, { postId })).rows[0];
  if (!row) throw new Error(`post ${postId} vanished inside its own transaction`);
  return Number(row.comment_count);
}
