import { type Kysely, sql } from 'kysely';
import { prepareQuery } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import { type LoggedRewardRow, loggedRewardState } from '../rewards/index.ts';

/** A comment as ts_comment takes it (migration 370): no video time, no @mentions. */
// A type, not an interface: prepareQuery's placeholders must be a plain record.
type CommentParams = {
  postId: number;
  userId: number;
  /** The comment answered, as the client sent it; the function hangs the reply under its top-level comment. */
  parentCommentId: number | null;
  content: string;
  fingerprint: string | null;
  /** Same text since then is refused (lib/duplicate-text.ts duplicateWindowStart). */
  duplicateSince: string;
  now: string;
  day: string;
  /** The comment_write rule (rewards' ruleParams). */
  rule: number[];
  channelPrefix: string;
};

type Refusal = 'post' | 'parent' | 'duplicate';
type CommentRow = {
  o_status: 'ok' | Refusal;
  o_comment_id: number | null;
  o_comment_count: number | null;
  o_parent_id: number | null;
  o_pushes: number | null;
} & LoggedRewardRow;

const commentFunctionQuery = prepareQuery((db, p: CommentParams) =>
  db
    .selectFrom(
      sql<CommentRow>`ts_comment(${p.postId}, ${p.userId}, cast(${p.parentCommentId} as integer), ${p.content}, cast(${p.fingerprint} as text), ${p.duplicateSince}, ${p.now}, ${p.day}, cast(${p.rule} as integer[]), ${p.channelPrefix})`.as(
        'f',
      ),
    )
    .selectAll(),
);

/**
 * PostgreSQL: a whole comment in one statement, atomic without a transaction around it (the
 * function ts_comment): the post's lock, the reply's parent, the duplicate-text rule, the
 * comment and its post's count, the comment_write grant and the notifications. A refusal
 * (`status` other than 'ok') wrote nothing. Throws what rewards' needsSteps recognises when the
 * grant must take the TypeScript steps.
 */
export async function commentInDatabase(
  db: Kysely<Database>,
  p: CommentParams,
): Promise<{ status: Refusal } | (ReturnType<typeof written> & { status: 'ok' })> {
  const row = (await commentFunctionQuery(db, p)).rows[0];
  if (!row) throw new Error('ts_comment answered no row');
  if (row.o_status !== 'ok') return { status: row.o_status };
  return { status: 'ok', ...written(row) };
}

function written(row: CommentRow) {
  return {
    commentId: Number(row.o_comment_id),
    commentCount: Number(row.o_comment_count),
    parentId: row.o_parent_id === null ? null : Number(row.o_parent_id),
    pushes: Number(row.o_pushes),
    made: loggedRewardState(row),
  };
}
