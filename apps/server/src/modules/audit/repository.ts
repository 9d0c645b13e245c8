import type { AuditOutcome } from '@tubesphere/shared/contract/admin-audit';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewAuditRow {
  created_at: string;
  actor_id: number | null;
  action: string;
  target: string | null;
  outcome: AuditOutcome;
  row_count: number | null;
  reason: string | null;
  error_message: string | null;
  detail_json: string | null;
  sphere_id: number | null;
}

export interface AuditFilters {
  action?: string;
  actorId?: number;
  outcome?: AuditOutcome;
  /** ISO instants: from inclusive, to exclusive. */
  fromIso?: string;
  toIso?: string;
}

export type AuditRow = Omit<Selectable<AuditLogTable>, 'audit_id'> & { audit_id: number };

/** The actor's current name is copied in the same statement: the row keeps it if it changes. */
export async function insertAuditRow(db: Db, row: NewAuditRow): Promise<void> {
  const actorId = row.actor_id;
  await db
    .insertInto('audit_log')
    .values({
      ...row,
      actor_name:
        actorId === null
          ? null
          : (eb) => eb.selectFrom('user').select('user_name').where('user_id', '=', actorId).limit(1),
    })
    .execute();
}

function selectAuditRows(db: Db, filters: AuditFilters) {
  let query = db.selectFrom('audit_log');
  if (filters.action) query = query.where('action', '=', filters.action);
  if (filters.actorId !== undefined) query = query.where('actor_id', '=', filters.actorId);
  if (filters.outcome) query = query.where('outcome', '=', filters.outcome);
  if (filters.fromIso) query = query.where('created_at', '>=', filters.fromIso);
  if (filters.toIso) query = query.where('created_at', '<', filters.toIso);
  return query;
}

/** Newest first; one row more than the page, so the caller knows whether another page exists. */
export function findAuditPage(db: Db, filters: AuditFilters, page: number, limit: number): Promise<AuditRow[]> {
  return selectAuditRows(db, filters)
    .selectAll()
    .orderBy('audit_id', 'desc')
    .limit(limit + 1)
    .offset((page - 1) * limit)
    .execute();
}

export async function countAuditRows(db: Db, filters: AuditFilters): Promise<number> {
  const row = await selectAuditRows(db, filters)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Everyone who appears in the trail, with the name their latest row gives. */
export function findAuditActors(db: Db): Promise<{ actor_id: number | null; actor_name: string | null }[]> {
  return db
    .selectFrom('audit_log as a')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('audit_log')
          .select((inner) => ['actor_id', inner.fn.max('audit_id').as('latest')])
          .where('actor_id', 'is not', null)
          .groupBy('actor_id')
          .as('l'),
      (join) => join.onRef('l.latest', '=', 'a.audit_id'),
    )
    .select(['a.actor_id', 'a.actor_name'])
    .orderBy('a.actor_id')
    .execute();
}
