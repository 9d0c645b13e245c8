import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';
import { SQL_TOOL_ROLE } from './111-sql-tool-role.ts';
import { columnTypes } from './column-types.ts';

/**
 * Web push and 쪽지 (docs/decisions/230-web-push.md, 231-direct-messages.md):
 * - `push_vapid_key`: the one generated VAPID key pair when the environment names none, written
 *   once by whichever process starts first; the SQL tool never reads it (it signs every push);
 * - `push_subscription`: a member's browsers (endpoint and its keys);
 * - `push_delivery`: the push queue, one row per message and browser, claimed by the sender so
 *   two processes never send one, retried with backoff like the mail outbox;
 * - `direct_message`: 쪽지 between two members.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const s = db.schema;

  await s
    .createTable('push_vapid_key')
    .addColumn('key_id', 'integer', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('push_subscription')
    .addColumn('subscription_id', 'integer', t.id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'text')
    .execute();
  await s.createIndex('push_subscription_user_idx').on('push_subscription').columns(['user_id']).execute();

  await s
    .createTable('push_delivery')
    .addColumn('delivery_id', 'integer', t.id)
    .addColumn('subscription_id', 'integer', (c) =>
      c.notNull().references('push_subscription.subscription_id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('push_delivery_due_idx')
    .on('push_delivery')
    .columns(['next_attempt_at', 'delivery_id'])
    .where(sql<boolean>`status in ('pending', 'sending')`)
    .execute();
  await s.createIndex('push_delivery_subscription_idx').on('push_delivery').column('subscription_id').execute();
  await s.createIndex('push_delivery_created_idx').on('push_delivery').columns(['created_at']).execute();

  await s
    .createTable('direct_message')
    .addColumn('message_id', 'integer', t.id)
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  // A thread is both directions between two people, read newest first by id.
  await s
    .createIndex('direct_message_pair_idx')
    .on('direct_message')
    .columns(['sender_id', 'recipient_id', 'message_id'])
    .execute();
  await s
    .createIndex('direct_message_recipient_idx')
    .on('direct_message')
    .columns(['recipient_id', 'sender_id', 'message_id'])
    .execute();

  if (dialect === 'postgres') {
    const role = await sql<{ exists: boolean }>`
      select exists (select 1 from pg_roles where rolname = ${SQL_TOOL_ROLE}) as exists`.execute(db);
    if (role.rows[0]?.exists) {
      await sql`revoke all on table push_vapid_key from ${sql.id(SQL_TOOL_ROLE)}`.execute(db);
      for (const table of ['push_subscription', 'push_delivery']) {
        await sql`revoke insert, update, delete, truncate on table ${sql.id(table)} from ${sql.id(SQL_TOOL_ROLE)}`.execute(
          db,
        );
      }
    }
  }
}
