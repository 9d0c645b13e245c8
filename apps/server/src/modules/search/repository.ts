import type { ParsedSearchQuery } from '@tubesphere/shared/domain/search-text';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import type { PostRecord } from '../posts/post-mapper.ts';
import { visiblePosts } from '../posts/repository.ts';

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
 * One page of search results in one query. The bigram index (FTS5 on SQLite, GIN over text[] on
 * PostgreSQL) narrows the candidates; LIKE on the normalized document keeps only true substring
 * matches of every word; visibility is the feed's (confirmed, or the viewer's own).
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
  let builder = visiblePosts(db, viewerId)
    .innerJoin('post_search as s', 's.post_id', 'post.post_id')
    .select(relevance(query.words).as('score'));
  if (query.tokens.length > 0) {
    if (dialect === 'postgres') {
      builder = builder.where(sql<boolean>`s.tokens @> ${sql.val(query.tokens)}::text[]`);
    } else {
      const match = query.tokens.map((token) => `"${token.replace(/"/g, '""')}"`).join(' AND ');
      builder = builder.where(
        sql<boolean>`post.post_id in (select rowid from post_search_fts where post_search_fts match ${match})`,
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
  const rows = await ordered
    .limit(limit + 1)
    .offset((page - 1) * limit)
    .execute();
  return { records: rows.slice(0, limit) as unknown as PostRecord[], hasMore: rows.length > limit };
}
