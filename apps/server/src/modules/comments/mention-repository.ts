// The namesakes a comment's new mention is chosen from (the stored form and the choice itself
// are lib/mentions.ts, shared with posts).

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

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
