/** Timestamps are stored as ISO-8601 UTC text on both engines (see db/schema.ts). */
export const nowIso = (): string => new Date().toISOString();

/**
 * Milliseconds that only ever move forward, for measuring how long something took (not what time
 * it is). buildApp takes one, so a test can move time on instead of waiting for it to pass.
 */
export interface MonotonicClock {
  now(): number;
}

export const systemClock: MonotonicClock = { now: () => performance.now() };

export const isoPlus = (ms: number, from: Date = new Date()): string => new Date(from.getTime() + ms).toISOString();
