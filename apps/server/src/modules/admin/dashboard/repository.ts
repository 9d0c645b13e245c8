import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../../db/connection.ts';
import type { Database } from '../../../db/schema.ts';

type Counted = 'user' | 'post' | 'comment';

/**
 * The Korean calendar day of an ISO-8601 UTC timestamp column, in SQL: timestamps are text on
 * both engines (db/schema.ts), so each engine shifts it by nine hours its own way.
 */
function seoulDay(dialect: DialectName, table: Counted): RawBuilder<string> {
  const column = sql.ref(`${table}.created_at`);
  return dialect === 'postgres'
    ? sql<string>`to_char((${column})::timestamptz at time zone 'Asia/Seoul', 'YYYY-MM-DD')`
    : sql<string>`substr(datetime(${column}, '+9 hours'), 1, 10)`;
}

/** Rows created per Korean day since `since` (an ISO instant), from the created_at index. */
export async function countPerDay(
  db: Kysely<Database>,
  dialect: DialectName,
  table: Counted,
  since: string,
): Promise<Map<string, number>> {
  const day = seoulDay(dialect, table);
  let query = db
    .selectFrom(table)
    .select([day.as('day'), sql<number>`count(*)`.as('n')])
    .where(`${table}.created_at`, '>=', since)
    .groupBy(day);
  // Posts and comments count as written; a deleted account still joined that day.
  if (table !== 'user') query = query.where(`${table}.deleted_at`, 'is', null);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.day, Number(row.n)]));
}

/** What waits for an admin right now. */
export async function waitingCounts(db: Kysely<Database>, now: string) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('post')
        .select((p) => p.fn.countAll<number>().as('n'))
        .where(sql<boolean>`is_confirmed = 0 and deleted_at is null`)
        .where('moderation_status', 'is', null)
        .as('pending'),
      eb
        .selectFrom('post')
        .select((p) => p.fn.countAll<number>().as('n'))
        .where('moderation_status', '=', 'hidden')
        .where('deleted_at', 'is', null)
        .as('hidden'),
      eb
        .selectFrom(
          eb
            .selectFrom('report')
            .select(['target_type', 'target_id'])
            .where('status', '=', 'open')
            .groupBy(['target_type', 'target_id'])
            .as('g'),
        )
        .select((g) => g.fn.countAll<number>().as('n'))
        .as('reports'),
      eb
        .selectFrom('user')
        .select((u) => u.fn.countAll<number>().as('n'))
        .where('suspended_at', 'is not', null)
        .where((w) => w.or([w('suspended_until', 'is', null), w('suspended_until', '>', now)]))
        .where('deleted_at', 'is', null)
        .as('suspended'),
    ])
    .executeTakeFirstOrThrow();
  return {
    pendingPosts: Number(row.pending ?? 0),
    hiddenPosts: Number(row.hidden ?? 0),
    openReports: Number(row.reports ?? 0),
    suspendedUsers: Number(row.suspended ?? 0),
  };
}
