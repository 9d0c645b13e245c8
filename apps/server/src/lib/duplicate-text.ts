import { createHash } from 'node:crypto';
import { DUPLICATE_TEXT_MESSAGE } from '@tubesphere/shared/contract/common';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { conflict } from './http-error.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The text's fingerprint for 중복 게시 방지: SHA-256 of the text in Unicode NFC with every run of
 * whitespace made one space and the ends trimmed, so re-spacing or new lines do not make it new.
 * Null for text with nothing in it (a bare video share), which is never a duplicate.
 */
export function textFingerprint(text: string): string | null {
  const normal = text.normalize('NFC').replace(/\s+/gu, ' ').trim();
  return normal === '' ? null : createHash('sha256').update(normal).digest('hex');
}

/**
 * 409 when the member wrote the same text (post or comment) within `hours` before `nowIso`.
 * Deleted and hidden rows count too: spam an admin removed is still spam when it comes back.
 */
export async function refuseDuplicateText(
  db: Db,
  table: 'post' | 'comment',
  v: { userId: number; fingerprint: string | null; hours: number; nowIso: string },
): Promise<void> {
  if (v.fingerprint === null || v.hours <= 0) return;
  const since = duplicateWindowStart(v.hours, v.nowIso);
  const row = await db
    .selectFrom(table)
    .select('user_id')
    .where('user_id', '=', v.userId)
    .where('text_fingerprint', '=', v.fingerprint)
    .where('created_at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  if (row) throw duplicateTextConflict();
}

/**
 * Where the rule's window starts, for SQL that checks it inside a write of its own (PostgreSQL's
 * comment insert): with the rule off, a time no row was written at or after.
 */
export function duplicateWindowStart(hours: number, nowIso: string): string {
  return hours <= 0 ? '9999-12-31T00:00:00.000Z' : new Date(Date.parse(nowIso) - hours * 3_600_000).toISOString();
}

/** The 409 the rule answers with. */
export const duplicateTextConflict = () => conflict(DUPLICATE_TEXT_MESSAGE);
