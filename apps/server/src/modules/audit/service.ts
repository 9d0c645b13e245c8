import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntry,
  type AuditListResponse,
  type AuditOutcome,
} from '@tubesphere/shared/contract/admin-audit';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import {
  type AuditFilters,
  type AuditRow,
  countAuditRows,
  findAuditActors,
  findAuditPage,
  insertAuditRow,
} from './repository.ts';

export interface AuditRecord {
  /** The user who acted (an admin); null for what the server does by itself. */
  actorId: number | null;
  action: AuditAction | (string & {});
  /** Wire ids of what was acted on (`post12, post13`), if anything. */
  target?: string | null;
  outcome?: AuditOutcome;
  rowCount?: number | null;
  /** The admin's stated reason (moderation asks for one). */
  reason?: string | null;
  error?: string | null;
  /** Action-specific facts (their shapes: contract/admin-audit.ts auditDetails). */
  detail?: Record<string, unknown> | null;
}

export interface AuditListFilters {
  action?: string;
  actor?: number;
  outcome?: AuditOutcome;
  from?: string;
  to?: string;
  page: number;
}

const MAX_TEXT = 2000;
const BUSY_RETRIES = 3;
const DAY_MS = 86_400_000;

const clip = (value: string | null | undefined, max = MAX_TEXT) => (value == null ? null : value.slice(0, max));
const isBusy = (error: unknown) => /^SQLITE_BUSY/.test((error as { code?: string } | null)?.code ?? '');
/** Midnight in Korea of a YYYY-MM-DD day, as the ISO instant stored rows compare against. */
const koreanMidnight = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+09:00`) + plusDays * DAY_MS).toISOString();

/** A sphere staff action's sphere, from its detail (`sphereId`: 7 or '7'), for its indexed column. */
function sphereIdOf(detail: Record<string, unknown> | null | undefined): number | null {
  const value = detail?.sphereId;
  const id = typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function parseDetail(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    auditId: Number(row.audit_id),
    createdAt: row.created_at,
    actor: row.actor_id === null ? null : { userId: toWireUserId(row.actor_id), userName: row.actor_name },
    action: row.action,
    target: row.target,
    outcome: row.outcome,
    rowCount: row.row_count === null ? null : Number(row.row_count),
    reason: row.reason,
    error: row.error_message,
    detail: parseDetail(row.detail_json),
  };
}

/**
 * The audit trail (docs/decisions/061-audit-trail.md): one append-only table for every admin
 * action that changes something, and the SQL tool's runs. Record inside the transaction of
 * the change (`trx`) so the change and its row commit together; outside one, a write lock held
 * by someone else is waited out rather than losing the row.
 */
export class AuditService {
  constructor(private readonly db: Kysely<Database>) {}

  async record(entry: AuditRecord, trx?: Transaction<Database>): Promise<void> {
    const row = {
      created_at: nowIso(),
      actor_id: entry.actorId,
      action: entry.action,
      target: clip(entry.target),
      outcome: entry.outcome ?? 'ok',
      row_count: entry.rowCount ?? null,
      reason: clip(entry.reason),
      error_message: clip(entry.error),
      detail_json: entry.detail ? JSON.stringify(entry.detail) : null,
      sphere_id: sphereIdOf(entry.detail),
    };
    if (trx) return insertAuditRow(trx, row);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await insertAuditRow(this.db, row);
      } catch (error) {
        if (!isBusy(error) || attempt >= BUSY_RETRIES) throw error;
      }
    }
  }

  async list(filters: AuditListFilters): Promise<AuditListResponse> {
    const where: AuditFilters = {
      action: filters.action,
      actorId: filters.actor,
      outcome: filters.outcome,
      fromIso: filters.from ? koreanMidnight(filters.from) : undefined,
      toIso: filters.to ? koreanMidnight(filters.to, 1) : undefined,
    };
    const limit = AUDIT_PAGE_SIZE;
    const [rows, total, actors] = await Promise.all([
      findAuditPage(this.db, where, filters.page, limit),
      countAuditRows(this.db, where),
      findAuditActors(this.db),
    ]);
    return {
      success: true,
      entries: rows.slice(0, limit).map(toAuditEntry),
      pagination: { page: filters.page, limit, hasMore: rows.length > limit, total },
      actors: actors.map((actor) => ({ userId: toWireUserId(Number(actor.actor_id)), userName: actor.actor_name })),
    };
  }
}
