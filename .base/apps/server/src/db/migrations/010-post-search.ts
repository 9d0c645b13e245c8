import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * The search index (packages/shared/src/domain/search-text.ts): one row per post with its
 * character-bigram tokens and its normalized text. SQLite serves tokens from an FTS5 table kept
 * in sync by triggers; PostgreSQL from a GIN index over a text[] (no locale-dependent parser).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await db.schema
      .createTable('post_search')
      .addColumn('post_id', 'integer', (c) => c.primaryKey().references('post.post_id').onDelete('cascade'))
      .addColumn('tokens', sql`text[]`, (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('document', 'text', (c) => c.notNull())
      .execute();
    await sql`create index post_search_tokens_idx on post_search using gin (tokens)`.execute(db);
    return;
  }
  await db.schema
    .createTable('post_search')
    .addColumn('post_id', 'integer', (c) => c.primaryKey().references('post.post_id').onDelete('cascade'))
    .addColumn('tokens', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .execute();
  await sql`create virtual table post_search_fts using fts5(tokens, content='post_search', content_rowid='post_id')`.execute(
    db,
  );
  await sql`create trigger post_search_ai after insert on post_search begin
    insert into post_search_fts(rowid, tokens) values (new.post_id, new.tokens);
  end`.execute(db);
  await sql`create trigger post_search_ad after delete on post_search begin
    insert into post_search_fts(post_search_fts, rowid, tokens) values ('delete', old.post_id, old.tokens);
  end`.execute(db);
  await sql`create trigger post_search_au after update on post_search begin
    insert into post_search_fts(post_search_fts, rowid, tokens) values ('delete', old.post_id, old.tokens);
    insert into post_search_fts(rowid, tokens) values (new.post_id, new.tokens);
  end`.execute(db);
}
