import { positionalTokens } from '@tubesphere/shared/domain/search-text';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * SQLite's search index becomes positional: a contentless FTS5 table with the title's and the
 * whole document's bigrams in order (packages/shared/src/domain/search-text.ts positionalTokens),
 * so FTS5 itself finds a word as the phrase of its bigrams and ranks with bm25, without reading
 * documents. The old deduplicated token column and the triggers that copied it go; the indexer
 * writes the FTS row beside the post_search row, and deleting a post_search row (directly or by
 * the post's cascade) deletes it. Built here from the normalized title and document already
 * stored. PostgreSQL keeps its GIN index over text[].
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') return;
  await sql`drop trigger if exists post_search_ai`.execute(db);
  await sql`drop trigger if exists post_search_ad`.execute(db);
  await sql`drop trigger if exists post_search_au`.execute(db);
  await sql`drop table if exists post_search_fts`.execute(db);
  await sql`alter table post_search drop column tokens`.execute(db);
  // remove_diacritics 0: é must not find e (the old index had a substring check after it; this one has none).
  await sql`create virtual table post_search_fts using fts5(title, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0')`.execute(
    db,
  );
  await sql`create trigger post_search_ad after delete on post_search begin
    delete from post_search_fts where rowid = old.post_id;
  end`.execute(db);
  let after = 0;
  for (;;) {
    const rows = (
      await sql<{ post_id: number; title: string; document: string }>`
        select post_id, title, document from post_search where post_id > ${after} order by post_id limit 2000`.execute(
        db,
      )
    ).rows;
    if (rows.length === 0) return;
    for (const row of rows) {
      await sql`insert into post_search_fts(rowid, title, body) values (${row.post_id}, ${positionalTokens(row.title)}, ${positionalTokens(row.document)})`.execute(
        db,
      );
    }
    after = rows.at(-1)?.post_id ?? after;
  }
}
