import { USER_SEARCH_LIMIT, type UserSuggestion } from '@tubesphere/shared/contract/users';
import { hangulPrefixRanges } from '@tubesphere/shared/domain/hangul-prefix';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';

export interface UserSearch {
  query: string;
  viewerId: number | null;
  /** The thread being written in: its author and commenters come right after the people followed. */
  postId?: number;
}

/**
 * @ suggestions: live accounts whose name starts with what the query may stand for (초성 too:
 * domain/hangul-prefix.ts), at most USER_SEARCH_LIMIT — the people the viewer follows first, then
 * the thread's people, then everyone else, each group by name. Three small queries, each stopping
 * at the limit, so a common prefix never sorts the whole member table.
 */
export async function searchUsers(db: Kysely<Database>, dialect: DialectName, search: UserSearch) {
  const ranges = hangulPrefixRanges(search.query);
  if (ranges.length === 0) return [];
  // PostgreSQL compares text by the database's locale; the ranges are code-point ranges.
  const collate = dialect === 'postgres' ? sql` collate "C"` : sql``;
  const matching = () => {
    let query = db
      .selectFrom('user')
      .select(['user.user_id', 'user.user_name', 'user.profile_image'])
      .where('user.deleted_at', 'is', null);
    if (search.viewerId !== null) query = query.where('user.user_id', '<>', search.viewerId);
    ranges.forEach((range, i) => {
      const at = sql`substr(lower(${sql.ref('user.user_name')}), ${sql.lit(i + 1)}, 1)${collate}`;
      query = query.where(sql<boolean>`${at} between ${range.from} and ${range.to}`);
    });
    return query.orderBy('user.user_name').orderBy('user.user_id').limit(USER_SEARCH_LIMIT);
  };
  const groups = await Promise.all([
    search.viewerId === null
      ? []
      : matching()
          .where(
            'user.user_id',
            'in',
            db.selectFrom('user_follow').select('followee_id').where('follower_id', '=', search.viewerId),
          )
          .execute(),
    search.postId === undefined
      ? []
      : matching()
          .where((eb) =>
            eb.or([
              eb(
                'user.user_id',
                'in',
                eb
                  .selectFrom('comment')
                  .select('comment.user_id')
                  .where('comment.post_id', '=', search.postId as number)
                  .where('comment.deleted_at', 'is', null),
              ),
              eb(
                'user.user_id',
                'in',
                eb
                  .selectFrom('post')
                  .select('post.user_id')
                  .where('post.post_id', '=', search.postId as number),
              ),
            ]),
          )
          .execute(),
    matching().execute(),
  ]);
  const seen = new Set<number>();
  const users: UserSuggestion[] = [];
  for (const row of groups.flat()) {
    if (seen.has(row.user_id) || users.length >= USER_SEARCH_LIMIT) continue;
    seen.add(row.user_id);
    users.push({ id: toWireUserId(row.user_id), name: row.user_name, profileImage: row.profile_image });
  }
  return users;
}
