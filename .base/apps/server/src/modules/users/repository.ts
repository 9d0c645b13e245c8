import type { Kysely, Transaction } from 'kysely';
import type { Database, NewUser, UserRow } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findById(userId: number, trx: Db = this.db): Promise<UserRow | undefined> {
    return trx.selectFrom('user').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  findByEmail(email: string, trx: Db = this.db): Promise<UserRow | undefined> {
    return trx.selectFrom('user').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async insert(user: NewUser, trx: Db = this.db): Promise<UserRow> {
    return trx.insertInto('user').values(user).returningAll().executeTakeFirstOrThrow();
  }
}
