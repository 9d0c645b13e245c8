import type { Kysely, Transaction } from 'kysely';
import type { Database, NewPost } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertPost(trx: Db, post: NewPost): Promise<number> {
  const row = await trx.insertInto('post').values(post).returning('post_id').executeTakeFirstOrThrow();
  return row.post_id;
}
