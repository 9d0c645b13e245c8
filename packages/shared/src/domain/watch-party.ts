/**
 * 같이 보기's timing rules (docs/decisions/235-watch-parties.md), shared by the server, which
 * answers a late joiner with where the video is now, and the page, which keeps its player there.
 */

/** A party ends this long after its host's last open page closed. */
export const HOST_AWAY_END_MS = 10 * 60_000;

/** A player further than this from the party's position is moved back to it. */
export const DRIFT_LIMIT_SECONDS = 2;

export interface PartyClock {
  playing: boolean;
  /** The video's second when the state last changed. */
  seconds: number;
  /** When it changed (ISO-8601). */
  updatedAt: string;
}

/**
 * Where the party's video is at `nowMs`: the stored second, plus the time since it was stored
 * while playing. A clock a little behind the one that stored it never moves the video backwards.
 */
export function partyPosition(clock: PartyClock, nowMs: number): number {
  if (!clock.playing) return clock.seconds;
  const elapsed = Math.max(0, nowMs - Date.parse(clock.updatedAt)) / 1000;
  return Math.round((clock.seconds + elapsed) * 1000) / 1000;
}

/** Whether a player at `actual` has drifted far enough from `expected` to be moved. */
export function hasDrifted(expected: number, actual: number): boolean {
  return Math.abs(expected - actual) > DRIFT_LIMIT_SECONDS;
}

/** When a party whose host left at `hostLeftAt` ends (ISO-8601). */
export function partyEndsAt(hostLeftAt: string): string {
  return new Date(Date.parse(hostLeftAt) + HOST_AWAY_END_MS).toISOString();
}
