import { indexTokens, normalizeSearchText, positionalTokens } from '@tubesphere/shared/domain/search-text';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { parseBlocks } from '../posts/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The columns a post's search row is read from. */
export interface SearchSource {
  title: string | null;
  content: string;
  blocks_json: string;
  user_name: string;
  author_deleted_at: string | null;
  sphere_name: string | null;
}

/** What a post is found by: title, content, text blocks, link titles, author and sphere names. */
function searchableParts(row: SearchSource) {
  const blockTexts = parseBlocks(row.blocks_json).flatMap((block) =>
    block.type === 'text' ? [block.content] : block.type === 'link' ? [block.title ?? ''] : [],
  );
  // A deleted account's name is erased: its posts are not found by 탈퇴한 사용자 either.
  const author = row.author_deleted_at === null ? row.user_name : '';
  return [row.title ?? '', row.content, ...blockTexts, author, row.sphere_name ?? ''];
}

/**
 * A post's search row as the indexer writes it: post_search's columns, with the token array on
 * PostgreSQL and the FTS row's positional title and body on SQLite. Pure, so a bulk load
 * (bench/generate-data.ts) writes exactly what indexing each post would.
 */
export function searchRow(row: SearchSource, dialect: DialectName) {
  const parts = searchableParts(row);
  const title = normalizeSearchText(row.title ?? '');
  const document = normalizeSearchText(parts.join('\n'));
  if (dialect === 'postgres') {
    const tokens = indexTokens(...parts)
      .split(' ')
      .filter(Boolean);
    return { title, document, tokens, fts: undefined };
  }
  return {
    title,
    document,
    tokens: undefined,
    fts: { title: positionalTokens(title), body: positionalTokens(document) },
  };
}

/**
 * (Re)writes the search rows of the given posts. Call it inside the transaction that writes the
 * post, so a post is findable exactly when its write commits (confirmation changes only
 * is_confirmed, which the search query reads from the post itself).
 */
export async function indexPosts(db: Db, dialect: DialectName, postIds: number[]): Promise<void> {
  if (postIds.length === 0) return;
  const rows = await db
    .selectFrom('post')
    .innerJoin('user', 'user.user_id', 'post.user_id')
    .leftJoin('sphere', 'sphere.sphere_id', 'post.sphere_id')
    .select([
      'post.post_id',
      'post.title',
      'post.content',
      'post.blocks_json',
      'user.user_name',
      'user.deleted_at as author_deleted_at',
      'sphere.name as sphere_name',
    ])
    .where('post.post_id', 'in', postIds)
    .execute();
  for (const row of rows) {
    const { title, document, tokens, fts } = searchRow(row, dialect);
    await db
      .insertInto('post_search')
      .values({ post_id: row.post_id, tokens, title, document })
      .onConflict((oc) => oc.column('post_id').doUpdateSet({ tokens, title, document }))
      .execute();
    if (fts) await writeFtsRow(db, row.post_id, fts.title, fts.body);
  }
}

/**
 * SQLite's positional index row (migration 350): contentless, so it is written here rather than
 * copied by a trigger; deleting the post_search row deletes it.
 */
async function writeFtsRow(db: Db, postId: number, title: string, body: string): Promise<void> {
  await sql`delete from post_search_fts where rowid = ${postId}`.execute(db);
  await sql`insert into post_search_fts(rowid, title, body) values (${postId}, ${title}, ${body})`.execute(db);
}

/** Indexes every post that has no search row yet (databases made before search, bulk loads). */
export async function indexMissingPosts(db: Kysely<Database>, dialect: DialectName, batchSize = 2000): Promise<number> {
  let total = 0;
  for (;;) {
    const missing = await db
      .selectFrom('post')
      .leftJoin('post_search', 'post_search.post_id', 'post.post_id')
      .select('post.post_id')
      .where('post_search.post_id', 'is', null)
      .limit(batchSize)
      .execute();
    if (missing.length === 0) return total;
    await db.transaction().execute((trx) =>
      indexPosts(
        trx,
        dialect,
        missing.map((m) => m.post_id),
      ),
    );
    total += missing.length;
  }
}
