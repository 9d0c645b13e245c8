import type { ParsedSearchQuery } from '@tubesphere/shared/domain/search-text';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import { likePattern } from '../../db/like-pattern.ts';
import type { Database } from '../../db/schema.ts';
import type { PostRecord } from '../posts/index.ts';
import { selectPostRecords } from '../posts/index.ts';

/**
 * How often the words occur (title hits weigh 5), computed by the database over candidates only.
 * Counted in bytes: octet_length needs no walk over the characters of a UTF-8 text, which made
 * length() the larger part of scoring 2,000 candidates (the count is the same).
 */
function relevance(words: string[]): RawBuilder<number> {
  const parts = words.map(
    (word) =>
      sql`((octet_length(s.document) - octet_length(replace(s.document, ${word}, ''))) / ${Buffer.byteLength(word)} + case when s.title like ${likePattern(word)} escape '!' then 5 else 0 end)`,
  );
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

/**
 * How many of the newest matching posts a search ranks. A common word matches a fifth of all
 * posts; scoring every one of them cost 55 ms at 100k posts (and the database is one connection),
 * scoring the newest 2,000 costs 3 ms. Paging stays consistent because the window is fixed, and
 * results simply end after it (docs/decisions/041-search-candidate-window.md).
 */
export const SEARCH_WINDOW = 2000;

/**
 * The newest SEARCH_WINDOW posts whose bigram index holds every token (FTS5 on SQLite, GIN over
 * text[] on PostgreSQL) — or, for words too short to have a bigram, whose text holds every word:
 * a walk down the primary key that stops at the window.
 */
function candidateIds(db: Kysely<Database>, dialect: DialectName, query: ParsedSearchQuery) {
  if (query.tokens.length === 0) {
    let scan = db.selectFrom('post_search').select('post_search.post_id');
    for (const word of query.words) {
      scan = scan.where(sql<boolean>`post_search.document like ${likePattern(word)} escape '!'`);
    }
    return scan.orderBy('post_search.post_id', 'desc').limit(SEARCH_WINDOW);
  }
  if (dialect === 'postgres') {
    return db
      .selectFrom('post_search')
      .select('post_search.post_id')
      .where(sql<boolean>`post_search.tokens @> ${sql.val(query.tokens)}::text[]`)
      .orderBy('post_search.post_id', 'desc')
      .limit(SEARCH_WINDOW);
  }
  const match = query.tokens.map((token) => `"${token.replace(/"/g, '""')}"`).join(' AND ');
  // FTS5 hands back rowids in descending order without a sort.
  return db
    .selectFrom(sql<{ post_id: number }>`post_search_fts`.as('f'))
    .select(sql<number>`f.rowid`.as('post_id'))
    .where(sql<boolean>`post_search_fts match ${match}`)
    .orderBy(sql`f.rowid`, 'desc')
    .limit(SEARCH_WINDOW);
}

/**
 * One page of search results in two queries. First the page's ids: the newest candidates of the
 * bigram index (candidateIds), LIKE on the normalized document keeps only true substring matches
 * of every word (a bigram hit is not yet a word hit), the post row gives visibility (the feed's:
 * confirmed, or the viewer's own) and the date; the score is computed here, over the window only.
 * Then full records (author, sphere, the viewer's reaction) for those ids alone.
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
    .selectFrom(candidateIds(db, dialect, query).as('c'))
    .innerJoin('post_search as s', 's.post_id', 'c.post_id')
    .innerJoin('post', 'post.post_id', 's.post_id')
    // Newest first needs no score: computing it reads every candidate's whole text once per word.
    .select(sort === 'newest' ? ['post.post_id'] : ['post.post_id', relevance(query.words).as('score')])
    .where('post.deleted_at', 'is', null)
    .where((eb) =>
      viewerId === null
        ? eb('post.is_confirmed', '=', 1)
        : eb.or([eb('post.is_confirmed', '=', 1), eb('post.user_id', '=', viewerId)]),
    );
  for (const word of query.words) {
    builder = builder.where(sql<boolean>`s.document like ${likePattern(word)} escape '!'`);
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
