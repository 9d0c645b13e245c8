import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface CachedPreview {
  url: string;
  metadata_json: string;
  ok: number;
  fetched_at: string;
}

/** link_preview_cache: one row per normalised URL, replaced on every fetch. */
export function findLinkPreview(db: Db, url: string): Promise<CachedPreview | undefined> {
  return db.selectFrom('link_preview_cache').selectAll().where('url', '=', url).executeTakeFirst();
}

export async function saveLinkPreview(db: Db, row: CachedPreview): Promise<void> {
  await db
    .insertInto('link_preview_cache')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('url').doUpdateSet({ metadata_json: row.metadata_json, ok: row.ok, fetched_at: row.fetched_at }),
    )
    .execute();
}
