import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * Spheres run by their members (docs/sphere-roles.md):
 * - `sphere.rules` (규칙) and `sphere.created_by`; names unique, so two spheres never share one.
 * - `sphere_pin`: up to three 공지 per sphere (the service counts under the sphere's row lock).
 * - `sphere_post_hide`: a post its staff took out of the sphere's feed, with the reason; a site
 *   admin's undo deletes the row.
 * - `sphere_ban`: who may not post into a sphere, until when (null: for good).
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  const s = db.schema;
  await s
    .alterTable('sphere')
    .addColumn('rules', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await s
    .alterTable('sphere')
    .addColumn('created_by', 'integer', (c) => c.references('user.user_id').onDelete('set null'))
    .execute();
  await s.createIndex('sphere_name_unique').on('sphere').column('name').unique().execute();
  await s.createIndex('sphere_member_staff_idx').on('sphere_member').columns(['sphere_id', 'role']).execute();

  await s
    .createTable('sphere_pin')
    .addColumn('sphere_id', 'integer', (c) => c.notNull().references('sphere.sphere_id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('post.post_id').onDelete('cascade'))
    .addColumn('pinned_by', 'integer', (c) => c.references('user.user_id').onDelete('set null'))
    .addColumn('pinned_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sphere_pin_pk', ['sphere_id', 'post_id'])
    .execute();

  await s
    .createTable('sphere_post_hide')
    .addColumn('sphere_id', 'integer', (c) => c.notNull().references('sphere.sphere_id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('post.post_id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('hidden_by', 'integer', (c) => c.references('user.user_id').onDelete('set null'))
    .addColumn('hidden_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sphere_post_hide_pk', ['sphere_id', 'post_id'])
    .execute();

  await s
    .createTable('sphere_ban')
    .addColumn('sphere_id', 'integer', (c) => c.notNull().references('sphere.sphere_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('until', 'text')
    .addColumn('banned_by', 'integer', (c) => c.references('user.user_id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sphere_ban_pk', ['sphere_id', 'user_id'])
    .execute();
}
