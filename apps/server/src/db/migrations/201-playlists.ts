import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { columnTypes } from './column-types.ts';

/**
 * 재생목록 (docs/decisions/196-playlists.md): a member's (or a sphere's) ordered list of video
 * posts. Items keep their position; a deleted post drops out of the list with its row.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('playlist')
    .addColumn('playlist_id', 'integer', t.id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('sphere_id', 'integer', (c) => c.references('sphere.sphere_id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('playlist_user_idx').on('playlist').columns(['user_id', 'playlist_id']).execute();
  await db.schema.createIndex('playlist_sphere_idx').on('playlist').columns(['sphere_id', 'playlist_id']).execute();

  await db.schema
    .createTable('playlist_item')
    .addColumn('playlist_id', 'integer', (c) => c.notNull().references('playlist.playlist_id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('post.post_id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('added_by', 'integer', (c) => c.references('user.user_id').onDelete('set null'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('playlist_item_pk', ['playlist_id', 'post_id'])
    .execute();
  await db.schema.createIndex('playlist_item_post_idx').on('playlist_item').column('post_id').execute();
}
