import type { Kysely } from 'kysely';
import { sql as sqlText } from 'kysely';
import type { DialectName } from '../connection.ts';
import { columnTypes } from './column-types.ts';

/** The whole product schema at once, so feature work never fights over table shapes. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const s = db.schema;

  await s
    .createTable('user')
    .addColumn('user_id', 'integer', t.id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('profile_image', 'text')
    .addColumn('bio', 'text')
    .addColumn('water_drops', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gems', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('experience', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('admin_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('session_user_idx').on('session').column('user_id').execute();

  await s
    .createTable('sphere')
    .addColumn('sphere_id', 'integer', t.id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('sphere_member')
    .addColumn('sphere_id', 'integer', (c) => c.notNull().references('sphere.sphere_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sphere_member_pk', ['sphere_id', 'user_id'])
    .execute();
  await s.createIndex('sphere_member_user_idx').on('sphere_member').column('user_id').execute();

  await s
    .createTable('post')
    .addColumn('post_id', 'integer', t.id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('title', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('blocks_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('categories_json', 'text')
    .addColumn('sphere_id', 'integer', (c) => c.references('sphere.sphere_id').onDelete('set null'))
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dislike_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('share_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_confirmed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('confirmed_at', 'text')
    .addColumn('confirmed_by', 'integer', (c) => c.references('user.user_id').onDelete('set null'))
    .addColumn('api_source', 'text')
    .addColumn('youtube_video_id', 'text')
    .addColumn('ranking', 'integer')
    .addColumn('region', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  // The public feed: confirmed posts, pinned first, newest first (post_id breaks ties).
  await s
    .createIndex('post_feed_idx')
    .on('post')
    .columns(['is_confirmed', 'is_pinned', 'created_at', 'post_id'])
    .execute();
  await s.createIndex('post_user_idx').on('post').columns(['user_id', 'created_at']).execute();
  await s.createIndex('post_sphere_idx').on('post').column('sphere_id').execute();
  await s.createIndex('post_youtube_video_idx').on('post').column('youtube_video_id').unique().execute();

  await s
    .createTable('post_reaction')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('post.post_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('reaction_type', 'text', (c) => c.notNull().check(sqlReaction()))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_reaction_pk', ['post_id', 'user_id'])
    .execute();
  await s.createIndex('post_reaction_user_idx').on('post_reaction').columns(['user_id', 'post_id']).execute();

  await s
    .createTable('comment')
    .addColumn('comment_id', 'integer', t.id)
    .addColumn('post_id', 'integer', (c) => c.notNull().references('post.post_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('parent_comment_id', 'integer', (c) => c.references('comment.comment_id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await s.createIndex('comment_post_idx').on('comment').columns(['post_id', 'created_at']).execute();
  await s.createIndex('comment_parent_idx').on('comment').column('parent_comment_id').execute();
  await s.createIndex('comment_user_idx').on('comment').column('user_id').execute();

  await s
    .createTable('character_part')
    .addColumn('part_id', 'text', (c) => c.primaryKey())
    .addColumn('part_type', 'text', (c) => c.notNull())
    .addColumn('part_name', 'text', (c) => c.notNull())
    .addColumn('part_description', 'text', (c) => c.notNull())
    .addColumn('part_icon', 'text', (c) => c.notNull())
    .addColumn('unlock_level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('rarity', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await s
    .createTable('character')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('user.user_id').onDelete('cascade'))
    .addColumn('character_name', 'text', (c) => c.notNull())
    .addColumn('base_part_id', 'text', (c) => c.references('character_part.part_id'))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('experience', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creativity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sociability', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('influence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consistency', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('character_accessory')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('part_id', 'text', (c) => c.notNull().references('character_part.part_id'))
    .addColumn('position_x', t.float, (c) => c.notNull().defaultTo(50))
    .addColumn('position_y', t.float, (c) => c.notNull().defaultTo(50))
    .addPrimaryKeyConstraint('character_accessory_pk', ['user_id', 'part_id'])
    .execute();

  await s
    .createTable('plant')
    .addColumn('plant_id', 'integer', t.id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('plant_name', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('experience', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_experience', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('plant_user_idx').on('plant').columns(['user_id', 'plant_id']).execute();

  await s
    .createTable('reward_log')
    .addColumn('reward_id', 'integer', t.id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('action_type', 'text', (c) => c.notNull())
    .addColumn('reward_key', 'text', (c) => c.notNull())
    .addColumn('reward_day', 'text', (c) => c.notNull())
    .addColumn('experience', 'integer', (c) => c.notNull())
    .addColumn('water_drops', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The unique key is what makes a grant happen once (daily_login per Seoul day, like per post).
  await s
    .createIndex('reward_log_once_idx')
    .on('reward_log')
    .columns(['user_id', 'action_type', 'reward_key'])
    .unique()
    .execute();
  await s
    .createIndex('reward_log_day_idx')
    .on('reward_log')
    .columns(['user_id', 'action_type', 'reward_day'])
    .execute();

  await s
    .createTable('youtube_channels')
    .addColumn('channel_id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('thumbnail_url', 'text')
    .addColumn('custom_url', 'text')
    .addColumn('country', 'text')
    .addColumn('category_id', 'text')
    .addColumn('category_title', 'text')
    .addColumn('subscriber_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('video_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'text')
    .addColumn('region', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('youtube_channels_subscribers_idx').on('youtube_channels').column('subscriber_count').execute();

  await s
    .createTable('admin_settings')
    .addColumn('setting_key', 'text', (c) => c.primaryKey())
    .addColumn('setting_value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('user.user_id').onDelete('set null'))
    .execute();

  await s
    .createTable('query_audit')
    .addColumn('audit_id', 'integer', t.id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('sql_text', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('row_count', 'integer')
    .addColumn('error_message', 'text')
    .addColumn('duration_ms', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('query_audit_created_idx').on('query_audit').column('created_at').execute();

  await s
    .createTable('link_preview_cache')
    .addColumn('url', 'text', (c) => c.primaryKey())
    .addColumn('metadata_json', 'text', (c) => c.notNull())
    .addColumn('ok', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('api_quota_usage')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('usage_day', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('api_quota_usage_pk', ['provider', 'usage_day'])
    .execute();
}

function sqlReaction() {
  return sqlText`reaction_type in ('like', 'dislike')`;
}
