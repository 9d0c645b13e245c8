import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface CachedPreview {
  url: string;
  metadata_json: string;
  ok: number;
  fetched_at: string;
}

/** link_preview_cache: one row per normalised URL, replaced on every fetch. */
export class LinkPreviewRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(url: string): Promise<CachedPreview | undefined> {
    return this.db.selectFrom('link_preview_cache').selectAll().where('url', '=', url).executeTakeFirst();
  }

  async save(row: CachedPreview): Promise<void> {
    await this.db
      .insertInto('link_preview_cache')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .column('url')
          .doUpdateSet({ metadata_json: row.metadata_json, ok: row.ok, fetched_at: row.fetched_at }),
      )
      .execute();
  }
}
