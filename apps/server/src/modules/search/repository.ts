import type { ParsedSearchQuery } from '@tubesphere/shared/domain/search-text';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import type { PostRecord } from '../posts/post-mapper.ts';
import { selectPostRecords } from '../posts/post-query.ts';

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** How often the words occur (title hits weigh 5), computed by the database over candidates only. */
function relevance(words: string[]): RawBuilder<number> {
  const parts = words.map(
    (word) =>
      sql`((length(s.document) - length(replace(s.document, ${word}, ''))) / ${Array.from(word).length} + case when s.title like ${likePattern(word)} escape '\\' then 5 else 0 end)`,
  );
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

/**
 * One page of search results in two queries. First the page's ids: the bigram index (FTS5 on
 * SQLite, GIN over text[] on PostgreSQL) narrows the candidates, LIKE on the normalized document
 * keeps only true substring matches of every word, the post row gives visibility (the feed's:
 * confirmed, or the viewer's own) and the date; the score is computed here, over candidates only.
 * Then full records (author, sphere, the viewer's reaction) for those ids alone — joining them
 * for every candidate of a common word cost more than the search itself.
 */
export async function searchPage(
  db: Kysely<Database>,
  dialect: DialectName,
  viewerId: number | null,
  query: ParsedSearchQuery,
  sort: 'relevance' | 'newest',
  page: number,
  limit: number,
): Promise<{ records: PostRecord[]; hasMore: boolean }> {
  let builder = db
    .selectFrom('post_search as s')
    .innerJoin('post', 'post.post_id', 's.post_id')
    .select(['post.post_id', relevance(query.words).as('score')])
    .where('post.deleted_at', 'is', null)
    .where((eb) =>
      viewerId === null
        ? eb('post.is_confirmed', '=', 1)
        : eb.or([eb('post.is_confirmed', '=', 1), eb('post.user_id', '=', viewerId)]),
    );
  if (query.tokens.length > 0) {
    if (dialect === 'postgres') {
      builder = builder.where(sql<boolean>`s.tokens @> ${sql.val(query.tokens)}::text[]`);
    } else {
      const match = query.tokens.map((token) => `"${token.replace(/"/g, '""')}"`).join(' AND ');
      builder = builder.where(
        sql<boolean>`s.post_id in (select rowid from post_search_fts where post_search_fts match ${match})`,
      );
    }
  }
  for (const word of query.words) {
    builder = builder.where(sql<boolean>`s.document like ${likePattern(word)} escape '\\'`);
  }
  const ordered =
    sort === 'newest'
      ? builder.orderBy('post.created_at', 'desc').orderBy('post.post_id', 'desc')
      : builder.orderBy(sql`score`, 'desc').orderBy('post.created_at', 'desc').orderBy('post.post_id', 'desc');
  const found = await ordered
    .limit(limit + 1)
    .offset((page - 1) * limit)
    .execute();
  const pageIds = found.slice(0, limit).map((row) => row.post_id);
  if (pageIds.length === 0) return { records: [], hasMore: false };
  const rows = (await selectPostRecords(db, viewerId).where('post.post_id', 'in', pageIds).execute()) as PostRecord[];
  const byId = new Map(rows.map((row) => [row.post_id, row]));
  const records = pageIds.map((id) => byId.get(id)).filter((row): row is PostRecord => row !== undefined);
  return { records, hasMore: found.length > limit };
}
