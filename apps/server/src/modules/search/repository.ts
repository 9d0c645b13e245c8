import { type ParsedSearchQuery, wordBigrams } from '@tubesphere/shared/domain/search-text';
import { type ExpressionBuilder, type Kysely, type RawBuilder, sql } from 'kysely';
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
 * How far back from the newest post each look for candidates reaches before the next, older one
 * (PostgreSQL). A common bigram fills the window within the newest 20,000 posts, so its search
 * never touches older rows; a rare one reaches the oldest through the GIN index, which is cheap
 * because it matches few rows. One look over everything would make PostgreSQL fetch every
 * matching row (a fifth of a million-post site for a common word) only to keep the newest 2,000
 * (docs/decisions/296-postgres-search-slices.md).
 */
export const SEARCH_SLICES = [20_000, 200_000];

/**
 * The newest SEARCH_WINDOW posts whose bigram index holds every token (GIN over text[] on
 * PostgreSQL, one look per slice of post ids, newest slice first: the append stops at the limit,
 * so an older slice is read only when the newer ones did not fill the window) — or, for words
 * too short to have a bigram, whose text holds every word: a walk down the primary key that stops
 * at the window.
 */
function candidateIds(
  db: Kysely<Database>,
  query: ParsedSearchQuery,
  newestId: number,
): RawBuilder<{ post_id: number }> {
  if (query.tokens.length === 0) {
    let scan = db.selectFrom('post_search').select('post_search.post_id');
    for (const word of query.words) {
      scan = scan.where(sql<boolean>`post_search.document like ${likePattern(word)} escape '!'`);
    }
    return sql<{ post_id: number }>`(${scan.orderBy('post_search.post_id', 'desc').limit(SEARCH_WINDOW)})`;
  }
  const tokens = sql`${sql.val(query.tokens)}::text[]`;
  // The bounds are numbers, not a sub-query: with the values in hand the planner sees how many rows
  // a slice holds; with a sub-query it guessed a handful and walked a whole older slice down the
  // primary key, testing each row's bigram array (about 4 µs a row).
  // Slice edges, newest first: each look takes the ids at most the edge before it and above its own.
  const edges = [null, ...SEARCH_SLICES.map((slice) => newestId - slice), null];
  const looks = edges.slice(1).map((above, i) => {
    const atMost = edges[i];
    const newer = atMost == null ? sql`true` : sql`post_id <= ${atMost}`;
    const older = above == null ? sql`true` : sql`post_id > ${above}`;
    return sql`(select post_id from post_search where tokens @> ${tokens} and ${newer} and ${older}
      order by post_id desc limit ${SEARCH_WINDOW})`;
  });
  return sql<{ post_id: number }>`(${sql.join(looks, sql` union all `)} limit ${SEARCH_WINDOW})`;
}

/** Words of two characters or more: the ones a bigram index can find. */
const indexedWords = (query: ParsedSearchQuery) => query.words.filter((word) => Array.from(word).length >= 2);

/**
 * An FTS5 query that needs every word as the phrase of its bigrams — in the positional index
 * (migration 350) that is exactly "the word occurs as a substring" — quoted, so query syntax
 * (OR, NEAR, *) is text.
 */
export function ftsPhraseQuery(words: string[]): string {
  return words.map((word) => `"${wordBigrams(word).join(' ').replace(/"/g, '""')}"`).join(' AND ');
}

/**
 * One page of search results in two queries: the page's ids (ftsPageIds on SQLite, scoredPageIds
 * otherwise), then full records (author, sphere, the viewer's reaction) for those ids alone.
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
  const words = indexedWords(query);
  const pageIds =
    dialect === 'sqlite' && words.length > 0
      ? await ftsPageIds(db, viewerId, query, words, sort, page, limit)
      : await scoredPageIds(db, viewerId, query, sort, page, limit);
  const ids = pageIds.slice(0, limit);
  if (ids.length === 0) return { records: [], hasMore: false };
  const rows = (await selectPostRecords(db, viewerId).where('post.post_id', 'in', ids).execute()) as PostRecord[];
  const byId = new Map(rows.map((row) => [row.post_id, row]));
  const records = ids.map((id) => byId.get(id)).filter((row): row is PostRecord => row !== undefined);
  return { records, hasMore: pageIds.length > limit };
}

/** Who may see a post in results: the feed's rule (confirmed, or the viewer's own), not deleted. */
function visibleTo(viewerId: number | null) {
  return (eb: ExpressionBuilder<Database, 'post'>) =>
    viewerId === null
      ? eb.and([eb('post.deleted_at', 'is', null), eb('post.is_confirmed', '=', 1)])
      : eb.and([
          eb('post.deleted_at', 'is', null),
          eb.or([eb('post.is_confirmed', '=', 1), eb('post.user_id', '=', viewerId)]),
        ]);
}

/**
 * SQLite, at least one word of two characters, in one statement. The window comes from FTS5:
 * the newest SEARCH_WINDOW posts holding every word (rowids come out in descending order without
 * a sort), with bm25 over title (weighing 5) and the whole document for relevance — matching,
 * window and score from the index alone, no document read. post_visibility_idx (migration 351)
 * answers the join for visibility and date without reading the post rows; the planner would take
 * the primary key, which reads them, hence INDEXED BY. Only one-character words still need the
 * document (LIKE), and only when the query has them.
 */
async function ftsPageIds(
  db: Kysely<Database>,
  viewerId: number | null,
  query: ParsedSearchQuery,
  words: string[],
  sort: 'relevance' | 'newest',
  page: number,
  limit: number,
): Promise<number[]> {
  const match = ftsPhraseQuery(words);
  // Newest first needs no score: bm25 is most of the statement's cost.
  const score = sort === 'newest' ? sql`0` : sql`bm25(post_search_fts, 5.0, 1.0)`;
  const visible = viewerId === null ? sql`p.is_confirmed = 1` : sql`(p.is_confirmed = 1 or p.user_id = ${viewerId})`;
  const shortWords = query.words.filter((word) => !words.includes(word));
  const documentJoin = shortWords.length > 0 ? sql`join post_search s on s.post_id = c.post_id` : sql``;
  const documentChecks = shortWords.map((word) => sql` and s.document like ${likePattern(word)} escape '!'`);
  // bm25 is lower for a better match.
  const found = await sql<{ post_id: number }>`
    select p.post_id from (
      select rowid as post_id, ${score} as rank from post_search_fts
      where post_search_fts match ${match} order by rowid desc limit ${SEARCH_WINDOW}
    ) c
    join post p indexed by post_visibility_idx on p.post_id = c.post_id
    ${documentJoin}
    where p.deleted_at is null and ${visible}${sql.join(documentChecks, sql``)}
    order by c.rank, p.created_at desc, p.post_id desc
    limit ${limit + 1} offset ${(page - 1) * limit}`.execute(db);
  return found.rows.map((row) => row.post_id);
}

/**
 * PostgreSQL, and SQLite queries of one-character words only: the newest candidates of the
 * bigram index (candidateIds), LIKE on the normalized document keeps only true substring matches
 * of every word (a bigram hit is not yet a word hit), the score is counted over the window only.
 */
async function scoredPageIds(
  db: Kysely<Database>,
  viewerId: number | null,
  query: ParsedSearchQuery,
  sort: 'relevance' | 'newest',
  page: number,
  limit: number,
): Promise<number[]> {
  const newest =
    query.tokens.length === 0
      ? null
      : await db
          .selectFrom('post_search')
          .select((eb) => eb.fn.max('post_id').as('id'))
          .executeTakeFirst();
  let builder = db
    .selectFrom(candidateIds(db, query, Number(newest?.id ?? 0)).as('c'))
    .innerJoin('post_search as s', 's.post_id', 'c.post_id')
    .innerJoin('post', 'post.post_id', 's.post_id')
    // Newest first needs no score: computing it reads every candidate's whole text once per word.
    .select(sort === 'newest' ? ['post.post_id'] : ['post.post_id', relevance(query.words).as('score')])
    .where(visibleTo(viewerId));
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
  return found.map((row) => row.post_id);
}
