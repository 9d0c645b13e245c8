/** Timestamps are stored as ISO-8601 UTC text on both engines (see db/schema.ts). */
export const nowIso = (): string => new Date().toISOString();

export const isoPlus = (ms: number, from: Date = new Date()): string => new Date(from.getTime() + ms).toISOString();
