import type { Kysely, Transaction } from 'kysely';
import type { Database, NewUser, UserRow } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function findUserById(db: Db, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom('user').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('user').selectAll().where('email', '=', email).executeTakeFirst();
}

export function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return db.insertInto('user').values(user).returningAll().executeTakeFirstOrThrow();
}
