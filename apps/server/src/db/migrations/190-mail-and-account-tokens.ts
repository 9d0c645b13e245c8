import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';
import { SQL_TOOL_ROLE } from './111-sql-tool-role.ts';
import { columnTypes } from './column-types.ts';

/**
 * The account layer's first tables:
 * - `mail_outbox`: every outbound mail, sent by a job that claims rows one at a time, so a mail
 *   survives an SMTP outage and is sent once across processes;
 * - `account_token`: one-time links (password reset, e-mail verification and change), stored as
 *   hashes; neither is written by the SQL tool (a forged token is a reset of anyone's password);
 * - `user.email_verified_at`: set when the link sent to the address was opened.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const s = db.schema;

  await s
    .createTable('mail_outbox')
    .addColumn('mail_id', 'integer', t.id)
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  // The sender's question: what is due now. Sent and failed mails are not in this index.
  await s
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .columns(['next_attempt_at', 'mail_id'])
    .where(sql<boolean>`status in ('pending', 'sending')`)
    .execute();
  await s.createIndex('mail_outbox_created_idx').on('mail_outbox').columns(['created_at', 'mail_id']).execute();

  await s
    .createTable('account_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await s.createIndex('account_token_user_idx').on('account_token').columns(['user_id', 'purpose']).execute();
  await s.createIndex('account_token_expires_idx').on('account_token').column('expires_at').execute();

  await s.alterTable('user').addColumn('email_verified_at', 'text').execute();

  if (dialect === 'postgres') {
    const role = await sql<{ exists: boolean }>`
      select exists (select 1 from pg_roles where rolname = ${SQL_TOOL_ROLE}) as exists`.execute(db);
    if (role.rows[0]?.exists) {
      for (const table of ['mail_outbox', 'account_token']) {
        await sql`revoke insert, update, delete, truncate on table ${sql.id(table)} from ${sql.id(SQL_TOOL_ROLE)}`.execute(
          db,
        );
      }
    }
  }
}
