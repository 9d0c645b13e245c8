import { SAVED_QUERY_MAX, SAVED_QUERY_MESSAGES, type SavedQuery } from '@tubesphere/shared/contract/admin-query';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';
import { conflict, notFound } from '../../../lib/http-error.ts';
import type { AuditService } from '../../audit/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

function selectSaved(db: Db) {
  return db
    .selectFrom('saved_query')
    .leftJoin('user as author', 'author.user_id', 'saved_query.created_by')
    .select([
      'saved_query.saved_query_id',
      'saved_query.name',
      'saved_query.sql_text',
      'saved_query.created_by',
      'saved_query.updated_at',
      'author.user_name as author_name',
    ]);
}

type SavedRow = Awaited<ReturnType<ReturnType<typeof selectSaved>['executeTakeFirstOrThrow']>>;

const toWire = (row: SavedRow): SavedQuery => ({
  id: row.saved_query_id,
  name: row.name,
  sql: row.sql_text,
  createdBy: row.created_by === null ? null : (row.author_name ?? toWireUserId(row.created_by)),
  updatedAt: row.updated_at,
});

/**
 * The SQL tool's saved queries, shared by every admin (docs/decisions/114): saving under an
 * existing name replaces it. Saving and deleting are audited with the SQL, so what a shared
 * query said when someone ran it can be read back.
 */
export class SavedQueryService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<SavedQuery[]> {
    const rows = await selectSaved(this.db).orderBy('saved_query.name').limit(SAVED_QUERY_MAX).execute();
    return rows.map(toWire);
  }

  save(adminId: number, name: string, sqlText: string): Promise<SavedQuery> {
    return this.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const existing = await trx
        .selectFrom('saved_query')
        .select('saved_query_id')
        .where('name', '=', name)
        .executeTakeFirst();
      let id: number;
      if (existing) {
        id = existing.saved_query_id;
        await trx
          .updateTable('saved_query')
          .set({ sql_text: sqlText, created_by: adminId, updated_at: now })
          .where('saved_query_id', '=', id)
          .execute();
      } else {
        const count = await trx
          .selectFrom('saved_query')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= SAVED_QUERY_MAX) throw conflict(SAVED_QUERY_MESSAGES.tooMany);
        const row = await trx
          .insertInto('saved_query')
          .values({ name, sql_text: sqlText, created_by: adminId, created_at: now, updated_at: now })
          // Another admin saving the same name at the same moment: the later one wins, no error.
          .onConflict((oc) =>
            oc.column('name').doUpdateSet({ sql_text: sqlText, created_by: adminId, updated_at: now }),
          )
          .returning('saved_query_id')
          .executeTakeFirstOrThrow();
        id = row.saved_query_id;
      }
      await this.audit.record(
        {
          actorId: adminId,
          action: 'sql.save_query',
          target: name,
          rowCount: 1,
          detail: { id, name, sql: sqlText, replaced: existing !== undefined },
        },
        trx,
      );
      return toWire(await selectSaved(trx).where('saved_query.saved_query_id', '=', id).executeTakeFirstOrThrow());
    });
  }

  remove(adminId: number, id: number): Promise<void> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('saved_query')
        .select(['saved_query_id', 'name'])
        .where('saved_query_id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(SAVED_QUERY_MESSAGES.notFound);
      await trx.deleteFrom('saved_query').where('saved_query_id', '=', id).execute();
      await this.audit.record(
        { actorId: adminId, action: 'sql.delete_query', target: row.name, rowCount: 1, detail: { id, name: row.name } },
        trx,
      );
    });
  }
}
