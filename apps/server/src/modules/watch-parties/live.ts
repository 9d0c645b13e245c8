import type { WatchPartyChatMessage } from '@tubesphere/shared/contract/watch-parties';
import type { Kysely, Transaction } from 'kysely';
import { publishEvent } from '../../db/events.ts';
import type { Database } from '../../db/schema.ts';

/** A party's playback as stored: every process adds its own `serverTime` and `position` when it sends it. */
export interface StoredPlayback {
  videoId: string;
  postId: string;
  title: string;
  index: number;
  playing: boolean;
  seconds: number;
  updatedAt: string;
  anyoneControls: boolean;
  ended: boolean;
}

/**
 * What crosses between processes about parties, on the same channel as the notification events
 * (db/events.ts; the notification hub ignores `t: 'wp'`). State and chat travel whole, so the
 * processes holding a party's streams send them on without reading the database: both stay far
 * under NOTIFY's 8,000 bytes (a chat line is at most 1,000 characters).
 */
export type PartyEvent =
  | { t: 'wp'; k: 's'; p: string; s: StoredPlayback }
  | { t: 'wp'; k: 'c'; p: string; m: WatchPartyChatMessage }
  /** Someone opened or closed the party: who is there is read again. */
  | { t: 'wp'; k: 'p'; p: string }
  | { t: 'wp'; k: 'e'; p: string; r: 'host-left' | 'ended' };

type Db = Kysely<Database> | Transaction<Database>;

export const publishParty = (db: Db, event: PartyEvent): Promise<void> => publishEvent(db, JSON.stringify(event));

/** One of our payloads, or null (a notification event, or anything malformed). */
export function parsePartyEvent(payload: string): PartyEvent | null {
  // Cheap test first: most payloads on the channel are notifications.
  if (!payload.includes('"wp"')) return null;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const event = value as Record<string, unknown>;
  if (event.t !== 'wp' || typeof event.p !== 'string') return null;
  switch (event.k) {
    case 's':
      return typeof event.s === 'object' && event.s !== null ? (event as unknown as PartyEvent) : null;
    case 'c':
      return typeof event.m === 'object' && event.m !== null ? (event as unknown as PartyEvent) : null;
    case 'p':
      return { t: 'wp', k: 'p', p: event.p };
    case 'e':
      return event.r === 'host-left' || event.r === 'ended' ? { t: 'wp', k: 'e', p: event.p, r: event.r } : null;
    default:
      return null;
  }
}
