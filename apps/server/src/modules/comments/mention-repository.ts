// @mentions as comments store them: resolved users in `mentions_json`, checked against live
// accounts when a thread is read, and the namesakes a new mention is chosen from.

import type { CommentMention } from '@tubesphere/shared/domain/comment-text';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Stored mentions are ours, but a bad value must not break a thread: no mentions then. */
function storedMentions(json: string | null): { userId: number; name: string }[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item) =>
      typeof item?.userId === 'number' && typeof item?.name === 'string'
        ? [{ userId: item.userId, name: item.name }]
        : [],
    );
  } catch {
    return [];
  }
}

/** Who may be linked from mentions: everyone, or only these accounts (the rest show as plain text). */
export type MentionTargets = 'all' | ReadonlySet<number>;

/**
 * Of the accounts these comments mention, those still there: a member who left their account
 * keeps no profile, so a mention of them reads as plain text instead of linking to a 404. One
 * query for a whole thread, and none when nothing is mentioned.
 */
export async function liveMentionTargets(db: Db, rows: { mentions_json: string | null }[]): Promise<Set<number>> {
  const ids = [...new Set(rows.flatMap((row) => storedMentions(row.mentions_json).map((m) => m.userId)))];
  if (ids.length === 0) return new Set();
  const live = await db
    .selectFrom('user')
    .select('user_id')
    .where('user_id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  return new Set(live.map((row) => row.user_id));
}

export function parseMentions(json: string | null, targets: MentionTargets): CommentMention[] {
  return storedMentions(json)
    .filter((mention) => targets === 'all' || targets.has(mention.userId))
    .map((mention) => ({ userId: toWireUserId(mention.userId), name: mention.name }));
}

/**
 * Users whose name is one of `names`, with whether they wrote the post or commented on it (the
 * last comment's id), for choosing between namesakes.
 */
export function findMentionableUsers(db: Db, postId: number, names: string[]) {
  return db
    .selectFrom('user')
    .innerJoin('post', (join) => join.on('post.post_id', '=', postId))
    .select((eb) => [
      'user.user_id',
      'user.user_name',
      eb.case().when('post.user_id', '=', eb.ref('user.user_id')).then(1).else(0).end().as('is_author'),
      eb
        .selectFrom('comment')
        .select((c) => c.fn.max('comment.comment_id').as('last'))
        .where('comment.post_id', '=', postId)
        .whereRef('comment.user_id', '=', 'user.user_id')
        .where('comment.deleted_at', 'is', null)
        .as('last_comment_id'),
    ])
    .where('user.user_name', 'in', names)
    .where('user.deleted_at', 'is', null)
    .execute();
}
