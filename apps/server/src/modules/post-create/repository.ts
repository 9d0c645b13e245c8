import type { Kysely, Transaction } from 'kysely';
import type { Database, NewPost } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export class PostCreateRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async sphereExists(sphereId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('sphere')
      .select('sphere_id')
      .where('sphere_id', '=', sphereId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(trx: Db, post: NewPost): Promise<number> {
    const row = await trx.insertInto('post').values(post).returning('post_id').executeTakeFirstOrThrow();
    return row.post_id;
  }
}
