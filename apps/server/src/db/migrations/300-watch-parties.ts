import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { columnTypes } from './column-types.ts';

/**
 * 같이 보기 (docs/decisions/235-watch-parties.md): a party's shared playback state, its chat, and
 * which pages have it open (in any process) — the participant list and the host's presence.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('watch_party')
    .addColumn('party_id', 'text', (c) => c.primaryKey())
    .addColumn('host_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (c) => c.references('post.post_id').onDelete('set null'))
    .addColumn('playlist_id', 'integer', (c) => c.references('playlist.playlist_id').onDelete('set null'))
    .addColumn('items_json', 'text', (c) => c.notNull())
    .addColumn('item_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('playing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seconds', t.float, (c) => c.notNull().defaultTo(0))
    .addColumn('anyone_controls', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('host_left_at', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('watch_party_open_idx').on('watch_party').columns(['ended_at', 'host_left_at']).execute();
  await db.schema.createIndex('watch_party_host_idx').on('watch_party').column('host_id').execute();

  await db.schema
    .createTable('watch_party_chat')
    .addColumn('chat_id', 'integer', t.id)
    .addColumn('party_id', 'text', (c) => c.notNull().references('watch_party.party_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('watch_party_chat_party_idx')
    .on('watch_party_chat')
    .columns(['party_id', 'chat_id'])
    .execute();

  await db.schema
    .createTable('watch_party_presence')
    .addColumn('stream_id', 'text', (c) => c.primaryKey())
    .addColumn('party_id', 'text', (c) => c.notNull().references('watch_party.party_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('user.user_id').onDelete('cascade'))
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('watch_party_presence_party_idx')
    .on('watch_party_presence')
    .columns(['party_id', 'seen_at'])
    .execute();
}
