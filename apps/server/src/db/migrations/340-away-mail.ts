import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';
import { SQL_TOOL_ROLE } from './111-sql-tool-role.ts';

/**
 * 메일 소식 (docs/decisions/265-mail-for-members-away.md):
 * - `mail_outbox.headers_json`: extra headers of a mail (List-Unsubscribe and its -Post pair);
 * - `mail_away_setting`: a member's choice per kind; no row means off;
 * - `mail_unsubscribe_token`: the sha256 of each mail's one-click unsubscribe token;
 * - `mail_away_sent`: one row per member, kind and period (digest week, Seoul day), written with
 *   the outbox row: the primary key is what stops a second process sending it again;
 * - `notification_mailed`: notifications already told by mail, never mailed twice.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const s = db.schema;
  await s.alterTable('mail_outbox').addColumn('headers_json', 'text').execute();

  await s
    .createTable('mail_away_setting')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_away_setting_pk', ['user_id', 'kind'])
    .execute();
  // The jobs read who has a kind on.
  await s
    .createIndex('mail_away_setting_kind_idx')
    .on('mail_away_setting')
    .columns(['kind', 'enabled', 'user_id'])
    .execute();

  await s
    .createTable('mail_unsubscribe_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await s
    .createIndex('mail_unsubscribe_token_user_idx')
    .on('mail_unsubscribe_token')
    .columns(['user_id', 'kind'])
    .execute();

  await s
    .createTable('mail_away_sent')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('mail_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_away_sent_pk', ['user_id', 'kind', 'period'])
    .execute();
  await s.createIndex('mail_away_sent_created_idx').on('mail_away_sent').column('created_at').execute();

  await s
    .createTable('notification_mailed')
    .addColumn('notification_id', 'integer', (c) =>
      c.primaryKey().references('notification.notification_id').onDelete('cascade'),
    )
    .addColumn('mail_id', 'integer', (c) => c.notNull())
    .addColumn('mailed_at', 'text', (c) => c.notNull())
    .execute();

  if (dialect === 'postgres') {
    const role = await sql<{ exists: boolean }>`
      select exists (select 1 from pg_roles where rolname = ${SQL_TOOL_ROLE}) as exists`.execute(db);
    if (role.rows[0]?.exists) {
      for (const table of ['mail_away_setting', 'mail_unsubscribe_token', 'mail_away_sent', 'notification_mailed']) {
        await sql`revoke insert, update, delete, truncate on table ${sql.id(table)} from ${sql.id(SQL_TOOL_ROLE)}`.execute(
          db,
        );
      }
    }
  }
}
