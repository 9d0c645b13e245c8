import {
  COLLECTOR_PAGE_SIZE,
  COLLECTOR_STATUSES,
  COLLECTOR_TRIGGERS,
  type CollectorRun,
  type CollectorStatus,
  type CollectorTrigger,
} from '@tubesphere/shared/contract/ranking-collector';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { RunRow } from './collector-repository.ts';

/** A 'running' row whose heartbeat is older than this is shown as stopped. */
export const RUN_HEARTBEAT_STALE_MS = 10 * 60_000;

/** The admin page's list of runs, newest first, with who started each. */
export async function listRuns(db: Kysely<Database>, page: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('ranking_collector_run as r')
      .leftJoin('user as u', 'u.user_id', 'r.actor_id')
      .selectAll('r')
      .select('u.user_name as actor_name')
      .orderBy('r.run_id', 'desc')
      .limit(COLLECTOR_PAGE_SIZE)
      .offset((page - 1) * COLLECTOR_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('ranking_collector_run')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return { runs: rows.map((row) => toCollectorRun(row, row.actor_name)), total: Number(total?.n ?? 0) };
}

export async function isRunning(db: Kysely<Database>, now: Date = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('ranking_collector_run')
    .select('run_id')
    .where('status', '=', 'running')
    .where('heartbeat_at', '>', new Date(now.getTime() - RUN_HEARTBEAT_STALE_MS).toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

export function toCollectorRun(row: RunRow, actorName: string | null = null): CollectorRun {
  return {
    id: row.run_id,
    trigger: (COLLECTOR_TRIGGERS as readonly string[]).includes(row.trigger)
      ? (row.trigger as CollectorTrigger)
      : 'manual',
    actorName,
    status: (COLLECTOR_STATUSES as readonly string[]).includes(row.status) ? (row.status as CollectorStatus) : 'failed',
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    unitsSpent: row.units_spent,
    videos: row.videos_collected,
    channels: row.channels_collected,
    errorCount: row.error_count,
    errors: parseErrors(row.errors_json),
    message: row.message,
  };
}

function parseErrors(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
