import { formatDateTime } from './format.ts';

/** What a user row (or its wire copy) says about a suspension. */
export interface SuspensionRecord {
  suspendedAt: string | null;
  /** The end; null with suspendedAt set is a ban. */
  suspendedUntil: string | null;
  reason: string | null;
}

export type ActiveSuspension = { kind: 'ban'; reason: string } | { kind: 'until'; until: string; reason: string };

/** The longest suspension an admin may give in days (about ten years); longer is a ban. */
export const MAX_SUSPENSION_DAYS = 3650;

/**
 * The suspension in force at `now`, or null. One that has run out is simply over: nothing has to
 * clear it, so an expiry never waits for a job.
 */
export function activeSuspension(record: SuspensionRecord, now: Date = new Date()): ActiveSuspension | null {
  if (!record.suspendedAt) return null;
  const reason = record.reason?.trim() || '운영정책 위반';
  if (record.suspendedUntil === null) return { kind: 'ban', reason };
  const until = Date.parse(record.suspendedUntil);
  if (!Number.isFinite(until) || until <= now.getTime()) return null;
  return { kind: 'until', until: record.suspendedUntil, reason };
}

/** What every refused write says (Korean, with the end in Seoul time). */
export function suspensionMessage(suspension: ActiveSuspension): string {
  if (suspension.kind === 'ban') return `계정이 영구 이용 정지되었습니다: ${suspension.reason}`;
  return `계정이 ${formatDateTime(suspension.until)}까지 이용 정지되었습니다: ${suspension.reason}`;
}

/** The end of a suspension of `days` days from `now`. */
export const suspensionEnd = (days: number, now: Date = new Date()): string =>
  new Date(now.getTime() + days * 86_400_000).toISOString();
