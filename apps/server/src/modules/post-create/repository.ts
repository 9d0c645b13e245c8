import type { Kysely, Transaction } from 'kysely';
import type { Database, NewPost } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertPost(trx: Db, post: NewPost): Promise<number> {
  const row = await trx.insertInto('post').values(post).returning('post_id').executeTakeFirstOrThrow();
  return row.post_id;
}

/** Live users whose name is one of `names`, with whether they are `authorId`, for choosing between namesakes. */
export function findPostNamesakes(db: Db, names: string[], authorId: number) {
  return db
    .selectFrom('user')
    .select((eb) => [
      'user_id',
      'user_name',
      eb.case().when('user_id', '=', authorId).then(1).else(0).end().as('is_author'),
      eb.lit(null).as('last_comment_id'),
    ])
    .where('user_name', 'in', names)
    .where('deleted_at', 'is', null)
    .execute();
}
