import type { ReactionType } from '@tubesphere/shared/contract/feed';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import { prepareQuery } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import { lockReactablePost, reactablePost } from '../posts/index.ts';
import { type LoggedRewardRow, loggedRewardState } from '../rewards/index.ts';

type Trx = Transaction<Database>;

function withReaction(db: Kysely<Database>, p: { postId: number; userId: number }) {
  return reactablePost(db, p)
    .leftJoin('post_reaction as mine', (join) =>
      join.onRef('mine.post_id', '=', 'post.post_id').on('mine.user_id', '=', p.userId),
    )
    .select('mine.reaction_type');
}
// Every like and comment runs these: compiled once (db/prepared.ts).
const withReactionQuery = prepareQuery(withReaction);
const insertReactionQuery = prepareQuery((db, p: { postId: number; userId: number; type: ReactionType; now: string }) =>
  db
    .insertInto('post_reaction')
    .values({ post_id: p.postId, user_id: p.userId, reaction_type: p.type, created_at: p.now }),
);
const updateReactionQuery = prepareQuery((db, p: { postId: number; userId: number; type: ReactionType; now: string }) =>
  db
    .updateTable('post_reaction')
    .set({ reaction_type: p.type, created_at: p.now })
    .where('post_id', '=', p.postId)
    .where('user_id', '=', p.userId),
);
const deleteReactionQuery = prepareQuery((db, p: { postId: number; userId: number }) =>
  db.deleteFrom('post_reaction').where('post_id', '=', p.postId).where('user_id', '=', p.userId),
);
const adjustCountsQuery = prepareQuery((db, p: { postId: number; likeDelta: number; dislikeDelta: number }) =>
  db
    .updateTable('post')
    .set({
      like_count: sql`like_count + ${p.likeDelta}`,
      dislike_count: sql`dislike_count + ${p.dislikeDelta}`,
    })
    .where('post_id', '=', p.postId)
    .returning(['like_count', 'dislike_count']),
);

const myReactionQuery = prepareQuery((db, p: { postId: number; userId: number }) =>
  db
    .selectFrom('post_reaction')
    .select('reaction_type')
    .where('post_id', '=', p.postId)
    .where('user_id', '=', p.userId),
);

/**
 * The post (as lockReactablePost) and the user's reaction to it. One query on SQLite (writes are
 * serialised there). On PostgreSQL the reaction is read by a second statement, AFTER the post lock
 * is held: a statement that waited for the lock re-checks only the locked row, and would hand back
 * the reaction as it was before the request it waited for — two quick likes of one user then
 * inserted twice (500) or un-liked twice (like_count one below its rows). Found by `npm run soak`.
 */
export async function lockPostWithReaction(trx: Trx, dialect: DialectName, postId: number, userId: number) {
  if (dialect !== 'postgres') return (await withReactionQuery(trx, { postId, userId })).rows[0];
  const post = await lockReactablePost(trx, dialect, postId, userId);
  if (!post) return undefined;
  const mine = (await myReactionQuery(trx, { postId, userId })).rows[0];
  return { ...post, reaction_type: mine?.reaction_type ?? null };
}

/** Makes the user's reaction `next` (null removes it). */
export async function setReaction(
  trx: Trx,
  postId: number,
  userId: number,
  previous: ReactionType | null,
  next: ReactionType | null,
  now: string,
): Promise<void> {
  if (next === null) await deleteReactionQuery(trx, { postId, userId });
  else if (previous === null) await insertReactionQuery(trx, { postId, userId, type: next, now });
  else await updateReactionQuery(trx, { postId, userId, type: next, now });
}

/** Applies the change to the post's counters and returns the new totals. */
export async function adjustCounts(trx: Trx, postId: number, likeDelta: number, dislikeDelta: number) {
  const row = (await adjustCountsQuery(trx, { postId, likeDelta, dislikeDelta })).rows[0];
  if (!row) throw new Error(`post ${postId} vanished inside its own transaction`);
  return { likes: Number(row.like_count), dislikes: Number(row.dislike_count) };
}

type LikeRow = {
  o_author: number;
  o_next: ReactionType | null;
  o_likes: number;
  o_dislikes: number;
  o_rewarded: boolean;
  o_pushes: number;
} & LoggedRewardRow;

export type LikeParams = {
  postId: number;
  userId: number;
  type: ReactionType;
  now: string;
  /** The like_give grant: its key, the Seoul day and its rule (rewards' ruleParams). */
  rewardKey: string;
  day: string;
  rule: number[];
  /** The author's grouped notification (notifications' postLikedGroup) and the event channel. */
  groupKey: string;
  since: string;
  channelPrefix: string;
};

const likeFunctionQuery = prepareQuery((db, p: LikeParams) =>
  db
    .selectFrom(
      sql<LikeRow>`ts_like(${p.postId}, ${p.userId}, ${p.type}, ${p.now}, ${p.rewardKey}, ${p.day}, cast(${p.rule} as integer[]), ${p.groupKey}, ${p.since}, ${p.channelPrefix})`.as(
        'f',
      ),
    )
    .selectAll(),
);

/**
 * PostgreSQL: a whole like in one statement (the function ts_like of migration 370), atomic
 * without a transaction around it: the toggle, and for a like of someone else's post the
 * like_give grant and the author's notification. `made` is the grant's outcome when one was
 * attempted. Undefined when the post is not one the user may react to. Throws what needsSteps
 * recognises when the grant must take the TypeScript steps.
 */
export async function likeInDatabase(db: Kysely<Database>, p: LikeParams) {
  const row = (await likeFunctionQuery(db, p)).rows[0];
  if (!row) return undefined;
  return {
    authorId: row.o_author,
    next: row.o_next,
    counts: { likes: Number(row.o_likes), dislikes: Number(row.o_dislikes) },
    made: row.o_rewarded ? loggedRewardState(row) : null,
    pushes: Number(row.o_pushes),
  };
}
