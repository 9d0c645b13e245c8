import type { Comment } from '@tubesphere/shared/contract/comments';
import { timeAgo } from '@tubesphere/shared/domain/format';
import { toWirePostId, toWireUserId } from '@tubesphere/shared/domain/ids';
import { type Kysely, sql, type Transaction } from 'kysely';
import { prepareQuery } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import { liveMentionTargets, type MentionTargets, parseMentions } from '../../lib/mentions.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A comment with its author, as the wire needs it; one query for a whole post's comments. */
export function selectComments(db: Db) {
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
      'comment.edited_at',
      'comment.deleted_at',
      'comment.hidden_at',
      'comment.mentions_json',
      'comment.video_seconds',
      'author.user_name',
      'author.profile_image',
      'author.deleted_at as author_deleted_at',
      'author.trust_level as author_trust_level',
    ]);
}

export type CommentRecord = Awaited<ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>>;

/**
 * A deleted comment keeps only its place in the thread: no author, no text (it was deleted for a
 * reason). A hidden one (moderation) keeps the same nothing, and says it was hidden.
 */
export function toWireComment(row: CommentRecord, mentionTargets: MentionTargets, now = new Date()): Comment {
  const common = {
    commentId: row.comment_id,
    postId: toWirePostId(row.post_id),
    parentCommentId: row.parent_comment_id,
    timeAgo: timeAgo(row.created_at, now),
    createdAt: row.created_at,
    likeCount: row.like_count,
  };
  if (row.deleted_at !== null || row.hidden_at !== null) {
    return {
      ...common,
      userId: '',
      userName: '',
      profileImage: null,
      authorDeleted: false,
      content: '',
      editedAt: null,
      isDeleted: true,
      isHidden: row.deleted_at === null,
      mentions: [],
      videoSeconds: null,
    };
  }
  return {
    ...common,
    userId: toWireUserId(row.user_id),
    userName: row.user_name,
    profileImage: row.profile_image,
    authorDeleted: row.author_deleted_at !== null,
    authorTrustLevel: Number(row.author_trust_level),
    content: row.content,
    editedAt: row.edited_at,
    isDeleted: false,
    mentions: parseMentions(row.mentions_json, mentionTargets),
    videoSeconds: row.video_seconds,
  };
}

// Every post view runs this: compiled once (db/prepared.ts). A deleted or hidden comment stays in
// the list while a live reply hangs under it, so the thread keeps its shape.
const postCommentsQuery = prepareQuery((db, p: { postId: number }) =>
  selectComments(db)
    .where('comment.post_id', '=', p.postId)
    .where((eb) =>
      eb.or([
        eb.and([eb('comment.deleted_at', 'is', null), eb('comment.hidden_at', 'is', null)]),
        eb.exists(
          eb
            .selectFrom('comment as reply')
            .select('reply.comment_id')
            .whereRef('reply.parent_comment_id', '=', 'comment.comment_id')
            .where('reply.deleted_at', 'is', null)
            .where('reply.hidden_at', 'is', null),
        ),
      ]),
    )
    .orderBy('comment.created_at', 'asc')
    .orderBy('comment.comment_id', 'asc'),
);

/** Oldest first, so a thread reads top to bottom; the client groups replies under parents. */
export async function findPostComments(db: Db, postId: number): Promise<Comment[]> {
  const { rows } = await postCommentsQuery(db, { postId });
  const now = new Date();
  const targets = await liveMentionTargets(db, rows);
  return rows.map((row) => toWireComment(row, targets, now));
}

/** The parent a reply may hang under: a live, visible comment of the same post. */
export function findParent(db: Db, postId: number, commentId: number) {
  return db
    .selectFrom('comment')
    .select(['comment_id', 'parent_comment_id', 'user_id'])
    .where('comment_id', '=', commentId)
    .where('post_id', '=', postId)
    .where('deleted_at', 'is', null)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
}

// Every comment runs these: compiled once (db/prepared.ts).
const insertCommentQuery = prepareQuery(
  (
    db,
    p: {
      postId: number;
      userId: number;
      parentCommentId: number | null;
      content: string;
      now: string;
      mentionsJson: string | null;
      videoSeconds: number | null;
      fingerprint: string | null;
    },
  ) =>
    db
      .insertInto('comment')
      .values({
        post_id: p.postId,
        user_id: p.userId,
        parent_comment_id: p.parentCommentId,
        content: p.content,
        created_at: p.now,
        mentions_json: p.mentionsJson,
        video_seconds: p.videoSeconds,
        text_fingerprint: p.fingerprint,
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
  values: {
    postId: number;
    userId: number;
    parentCommentId: number | null;
    content: string;
    now: string;
    mentionsJson: string | null;
    videoSeconds: number | null;
    fingerprint: string | null;
  },
): Promise<number> {
  const row = (await insertCommentQuery(db, values)).rows[0];
  if (!row) throw new Error('comment insert returned no id');
  return row.comment_id;
}

type NewCommentValues = Parameters<typeof insertComment>[1];

const int = (value: number | null) => sql<number>`cast(${value} as integer)`;
const text = (value: string | null) => sql<string>`cast(${value} as text)`;

const insertAndCountQuery = prepareQuery((db, p: NewCommentValues & { duplicateSince: string }) =>
  db
    .with('c', (w) =>
      w
        .insertInto('comment')
        .columns([
          'post_id',
          'user_id',
          'parent_comment_id',
          'content',
          'created_at',
          'mentions_json',
          'video_seconds',
          'text_fingerprint',
        ])
        .expression(
          w
            .selectNoFrom([
              int(p.postId).as('post_id'),
              int(p.userId).as('user_id'),
              int(p.parentCommentId).as('parent_comment_id'),
              text(p.content).as('content'),
              text(p.now).as('created_at'),
              text(p.mentionsJson).as('mentions_json'),
              int(p.videoSeconds).as('video_seconds'),
              text(p.fingerprint).as('text_fingerprint'),
            ])
            .where((eb) =>
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('comment as same')
                    .select('same.user_id')
                    .where('same.user_id', '=', p.userId)
                    .where('same.text_fingerprint', '=', p.fingerprint)
                    .where('same.created_at', '>=', p.duplicateSince),
                ),
              ),
            ),
        )
        .returning('comment_id'),
    )
    .updateTable('post')
    .set({ comment_count: sql`comment_count + 1` })
    .where('post_id', '=', p.postId)
    .where((eb) => eb.exists(eb.selectFrom('c').select('c.comment_id')))
    .returning((eb) => ['comment_count', eb.selectFrom('c').select('c.comment_id').as('comment_id')]),
);

/**
 * PostgreSQL: refuseDuplicateText, insertComment and bumpCommentCount as one statement
 * (data-modifying WITH; SQLite has none). Null when the member wrote the same text at or after
 * `duplicateSince` (lib/duplicate-text.ts): nothing was written. The caller holds the post's
 * lock, so the count moves as it would in separate statements.
 */
export async function insertCommentAndCount(
  db: Db,
  values: NewCommentValues & { duplicateSince: string },
): Promise<{ commentId: number; commentCount: number } | null> {
  const row = (await insertAndCountQuery(db, values)).rows[0];
  if (!row || row.comment_id === null) return null;
  return { commentId: Number(row.comment_id), commentCount: Number(row.comment_count) };
}

/** +1 on the post's counter; returns the new count (the UPDATE also locks the post row). */
export async function bumpCommentCount(db: Db, postId: number): Promise<number> {
  const row = (await bumpCommentCountQuery(db, { postId })).rows[0];
  if (!row) throw new Error(`post ${postId} vanished inside its own transaction`);
  return Number(row.comment_count);
}

/**
 * A live comment on a live post, with what deciding about it needs: its author, its post and post
 * author. A hidden comment is not live for its author: only an admin restores or deletes it.
 */
export function findLiveComment(db: Db, commentId: number) {
  return db
    .selectFrom('comment')
    .innerJoin('post', 'post.post_id', 'comment.post_id')
    .select([
      'comment.comment_id',
      'comment.post_id',
      'comment.user_id',
      'comment.parent_comment_id',
      'comment.mentions_json',
      'post.user_id as post_user_id',
      'post.is_confirmed as post_confirmed',
    ])
    .where('comment.comment_id', '=', commentId)
    .where('comment.deleted_at', 'is', null)
    .where('comment.hidden_at', 'is', null)
    .where('post.deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findCommentRecord(db: Db, commentId: number) {
  return selectComments(db).where('comment.comment_id', '=', commentId).executeTakeFirstOrThrow();
}

/** One comment as the wire has it, its mentions checked against the accounts still there. */
export async function findWireComment(db: Db, commentId: number): Promise<Comment> {
  const row = await findCommentRecord(db, commentId);
  return toWireComment(row, await liveMentionTargets(db, [row]));
}

export async function updateCommentContent(
  db: Db,
  commentId: number,
  values: { content: string; mentionsJson: string | null; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('comment')
    .set({ content: values.content, mentions_json: values.mentionsJson, edited_at: values.now })
    .where('comment_id', '=', commentId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the comment deleted; false when another request deleted it first (nothing to count down). */
export async function softDeleteComment(db: Db, commentId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('comment')
    .set({ deleted_at: now })
    .where('comment_id', '=', commentId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** -1 on the post's counter (a live comment went); returns the new count. */
export async function dropCommentCount(db: Db, postId: number): Promise<number> {
  const row = await db
    .updateTable('post')
    .set({ comment_count: sql`comment_count - 1` })
    .where('post_id', '=', postId)
    .returning('comment_count')
    .executeTakeFirstOrThrow();
  return Number(row.comment_count);
}

export async function hasLiveReplies(db: Db, commentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('comment')
    .select('comment_id')
    .where('parent_comment_id', '=', commentId)
    .where('deleted_at', 'is', null)
    .where('hidden_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
