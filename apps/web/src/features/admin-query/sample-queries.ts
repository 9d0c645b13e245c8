import * as ko from '../../i18n/ko/index.ts';

const s = ko.adminQuery.samples;

/**
 * The page's five sample queries, valid on SQLite and PostgreSQL alike: "user" is quoted (a
 * reserved word on PostgreSQL) and the grouping names every selected column.
 */
export const SAMPLE_QUERIES = [
  {
    id: 'users',
    label: s.users,
    sql: 'SELECT user_id, user_name, email, level, admin_level, created_at FROM "user" ORDER BY user_id LIMIT 100;',
  },
  {
    id: 'spheres',
    label: s.spheres,
    sql: 'SELECT sphere_id, name, icon, description, member_count FROM sphere ORDER BY sphere_id;',
  },
  {
    id: 'latestPosts',
    label: s.latestPosts,
    sql: 'SELECT post_id, user_id, title, is_confirmed, like_count, comment_count, created_at FROM post ORDER BY created_at DESC LIMIT 20;',
  },
  { id: 'userCount', label: s.userCount, sql: 'SELECT COUNT(*) AS user_count FROM "user";' },
  {
    id: 'membersPerSphere',
    label: s.membersPerSphere,
    sql: 'SELECT s.sphere_id, s.name, COUNT(m.user_id) AS members FROM sphere s LEFT JOIN sphere_member m ON m.sphere_id = s.sphere_id GROUP BY s.sphere_id, s.name ORDER BY members DESC, s.sphere_id;',
  },
] as const;

/** The tables the page names. */
export const TABLE_NAMES = ['post', 'user', 'sphere', 'sphere_member', 'youtube_channels', 'admin_settings'] as const;
