import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MailOutboxTable } from '../../db/schema-accounts.ts';

/** A row of the outbox table: what is written, claimed, retried and listed. */
export type MailRow = Selectable<MailOutboxTable>;
type Db = Kysely<Database> | Transaction<Database>;

export interface NewMail {
  to: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe …), stored with the mail and handed to SMTP as they are. */
  headers?: Record<string, string>;
}

export async function insertMail(db: Db, mail: NewMail, now: string): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      kind: mail.kind,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      headers_json: mail.headers && Object.keys(mail.headers).length > 0 ? JSON.stringify(mail.headers) : null,
      next_attempt_at: now,
      created_at: now,
    })
    .returning('mail_id')
    .executeTakeFirstOrThrow();
  return Number(row.mail_id);
}

/** Pending mails whose time has come, and claims whose sender stopped answering. */
export async function findDueMailIds(db: Db, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('mail_id')
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('mail_id')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.mail_id));
}

/**
 * Takes one mail for sending: a conditional update, so of two senders that saw it due only one
 * gets it. The claim lapses at `claimUntil`, when a sender that died mid-send is given up on.
 */
export async function claimMail(db: Db, mailId: number, now: string, claimUntil: string): Promise<MailRow | undefined> {
  const result = await db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'sending', next_attempt_at: claimUntil, attempts: eb('attempts', '+', 1) }))
    .where('mail_id', '=', mailId)
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('mail_outbox').selectAll().where('mail_id', '=', mailId).executeTakeFirst();
}

export async function markMailSent(db: Db, mailId: number, now: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now, last_error: null })
    .where('mail_id', '=', mailId)
    .execute();
}

/** A failed try: again at `retryAt`, or given up (`retryAt` null). */
export async function markMailFailed(db: Db, mailId: number, error: string, retryAt: string | null): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: retryAt ? 'pending' : 'failed',
      next_attempt_at: retryAt ?? '9999-12-31T00:00:00.000Z',
      last_error: error.slice(0, 500),
    })
    .where('mail_id', '=', mailId)
    .execute();
}

/** Newest first, one page (the admin's list; bodies are read one mail at a time). */
export async function findOutboxPage(
  db: Db,
  filters: { to?: string; status?: string },
  page: number,
  pageSize: number,
): Promise<{ rows: Omit<MailRow, 'text_body' | 'html_body' | 'headers_json'>[]; total: number }> {
  let query = db.selectFrom('mail_outbox');
  if (filters.to) query = query.where('to_address', '=', filters.to);
  if (filters.status) query = query.where('status', '=', filters.status as MailRow['status']);
  const [rows, count] = await Promise.all([
    query
      .select([
        'mail_id',
        'to_address',
        'kind',
        'subject',
        'status',
        'attempts',
        'next_attempt_at',
        'last_error',
        'created_at',
        'sent_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('mail_id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** A stored mail's extra headers; {} for none (or for a value this version cannot read). */
export function mailHeaders(row: Pick<MailRow, 'headers_json'>): Record<string, string> {
  if (!row.headers_json) return {};
  try {
    const parsed: unknown = JSON.parse(row.headers_json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function findMail(db: Db, mailId: number): Promise<MailRow | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('mail_id', '=', mailId).executeTakeFirst();
}

/** Sent and given-up mails older than `before` (links in them have long expired). */
export async function purgeMailBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('status', 'in', ['sent', 'failed'])
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
