import type { AwayMailKind } from '@tubesphere/shared/contract/away-mail';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface Recipient {
  userId: number;
  email: string;
  name: string;
}

/**
 * Members who turned `kind` on, have a confirmed address and a live account, and have not had
 * this period's mail: a page of them after `afterUserId`.
 */
export async function recipientsPage(
  db: Db,
  kind: AwayMailKind,
  period: string,
  afterUserId: number,
  limit: number,
  now: string,
): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('mail_away_setting as s')
    .innerJoin('user', 'user.user_id', 's.user_id')
    .select(['user.user_id', 'user.email', 'user.user_name'])
    .where('s.kind', '=', kind)
    .where('s.enabled', '=', 1)
    .where('user.deleted_at', 'is', null)
    .where('user.email_verified_at', 'is not', null)
    // A suspended or banned member is not invited back; once a suspension ends, the next run of
    // the period mails as usual (the period is claimed only when a mail is written).
    .where((eb) =>
      eb.or([
        eb('user.suspended_at', 'is', null),
        eb.and([eb('user.suspended_until', 'is not', null), eb('user.suspended_until', '<=', now)]),
      ]),
    )
    .where('user.user_id', '>', afterUserId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('mail_away_sent as sent')
            .select('sent.user_id')
            .whereRef('sent.user_id', '=', 'user.user_id')
            .where('sent.kind', '=', kind)
            .where('sent.period', '=', period),
        ),
      ),
    )
    .orderBy('user.user_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ userId: Number(row.user_id), email: row.email, name: row.user_name }));
}

/**
 * Takes the member's mail of this period: true for the one transaction that wrote the row. On
 * PostgreSQL a second process's insert waits for the first to commit and then finds the key taken.
 */
export async function claimPeriod(
  trx: Transaction<Database>,
  row: { userId: number; kind: AwayMailKind; period: string; now: string },
): Promise<boolean> {
  const result = await trx
    .insertInto('mail_away_sent')
    .values({ user_id: row.userId, kind: row.kind, period: row.period, mail_id: 0, created_at: row.now })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'period']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function recordPeriodMail(
  trx: Transaction<Database>,
  row: { userId: number; kind: AwayMailKind; period: string; mailId: number },
): Promise<void> {
  await trx
    .updateTable('mail_away_sent')
    .set({ mail_id: row.mailId })
    .where('user_id', '=', row.userId)
    .where('kind', '=', row.kind)
    .where('period', '=', row.period)
    .execute();
}

/** Period marks past any period a job still looks at (a digest week, a day). */
export async function purgePeriodsBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('mail_away_sent').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
