import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import { prepareQuery } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';

/** A post the user may react to or comment on: confirmed, or their own pending one. */
export function reactablePost(db: Kysely<Database>, p: { postId: number; userId: number }) {
  return db
    .selectFrom('post')
    .select(['post.post_id', 'post.user_id', 'post.is_confirmed'])
    .where('post.post_id', '=', p.postId)
    .where('post.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('post.is_confirmed', '=', 1), eb('post.user_id', '=', p.userId)]));
}
// Every like and comment runs these: compiled once (db/prepared.ts). NO KEY UPDATE: does not
// conflict with the KEY SHARE that comment inserts take on the post, which would otherwise
// deadlock with a concurrent comment (see rewards/repository.ts).
const reactableQuery = prepareQuery(reactablePost);
const lockedReactableQuery = prepareQuery((db, p: { postId: number; userId: number }) =>
  reactablePost(db, p).forNoKeyUpdate(),
);
/**
 * A post the user may react to (confirmed, or their own pending one), locked on PostgreSQL so
 * two reactions to the same post apply one after the other (SQLite serialises writes anyway).
 */
export async function lockReactablePost(
  trx: Transaction<Database>,
  dialect: DialectName,
  postId: number,
  userId: number,
) {
  const query = dialect === 'postgres' ? lockedReactableQuery : reactableQuery;
  return (await query(trx, { postId, userId })).rows[0];
}
