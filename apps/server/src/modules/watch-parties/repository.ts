import type { PlaylistItem } from '@tubesphere/shared/contract/playlists';
import type { WatchPartyChatMessage, WatchPartyParticipant } from '@tubesphere/shared/contract/watch-parties';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { WatchPartyTable } from '../../db/schema-video.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type PartyRow = Selectable<WatchPartyTable> & { host_name: string };

/** Chat lines a page is given when it opens (the rest scrolled away long ago). */
export const CHAT_HISTORY = 50;
/** A presence row not refreshed for this long belongs to a process that died. */
export const PRESENCE_STALE_MS = 90_000;

export async function insertParty(
  db: Db,
  party: {
    partyId: string;
    hostId: number;
    postId: number | null;
    playlistId: number | null;
    items: PlaylistItem[];
    seconds: number;
    anyoneControls: boolean;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('watch_party')
    .values({
      party_id: party.partyId,
      host_id: party.hostId,
      post_id: party.postId,
      playlist_id: party.playlistId,
      items_json: JSON.stringify(party.items),
      item_index: 0,
      playing: 1,
      seconds: party.seconds,
      anyone_controls: party.anyoneControls ? 1 : 0,
      updated_at: party.now,
      // Until the host's page opens the party, the host counts as away.
      host_left_at: party.now,
      ended_at: null,
      created_at: party.now,
    })
    .execute();
}

export async function findParty(db: Db, partyId: string): Promise<PartyRow | null> {
  const row = await db
    .selectFrom('watch_party')
    .innerJoin('user', 'user.user_id', 'watch_party.host_id')
    .selectAll('watch_party')
    .select('user.user_name as host_name')
    .where('watch_party.party_id', '=', partyId)
    .executeTakeFirst();
  return row ?? null;
}

/** The party's row locked for a change (PostgreSQL; SQLite writes one at a time anyway). */
export async function lockParty(db: Transaction<Database>, partyId: string, dialect: 'sqlite' | 'postgres') {
  let query = db.selectFrom('watch_party').selectAll().where('party_id', '=', partyId);
  if (dialect === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

export async function updatePlayback(
  db: Db,
  partyId: string,
  change: Partial<Pick<Selectable<WatchPartyTable>, 'playing' | 'seconds' | 'item_index' | 'anyone_controls'>> & {
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('watch_party').set(change).where('party_id', '=', partyId).execute();
}

export function partyItems(row: Pick<PartyRow, 'items_json'>): PlaylistItem[] {
  try {
    const items: unknown = JSON.parse(row.items_json);
    return Array.isArray(items) ? (items as PlaylistItem[]) : [];
  } catch {
    return [];
  }
}

export async function insertChat(db: Db, partyId: string, userId: number, content: string, now: string) {
  const { chat_id: chatId } = await db
    .insertInto('watch_party_chat')
    .values({ party_id: partyId, user_id: userId, content, created_at: now })
    .returning('chat_id')
    .executeTakeFirstOrThrow();
  return chatId;
}

/** The newest chat lines, oldest first. */
export async function recentChat(db: Db, partyId: string): Promise<WatchPartyChatMessage[]> {
  const rows = await db
    .selectFrom('watch_party_chat')
    .innerJoin('user', 'user.user_id', 'watch_party_chat.user_id')
    .select([
      'watch_party_chat.chat_id',
      'watch_party_chat.user_id',
      'user.user_name',
      'watch_party_chat.content',
      'watch_party_chat.created_at',
    ])
    .where('watch_party_chat.party_id', '=', partyId)
    .orderBy('watch_party_chat.chat_id', 'desc')
    .limit(CHAT_HISTORY)
    .execute();
  return rows.reverse().map((row) => ({
    id: Number(row.chat_id),
    userId: toWireUserId(row.user_id),
    userName: row.user_name,
    content: row.content,
    createdAt: row.created_at,
  }));
}

const freshSince = (now: number) => new Date(now - PRESENCE_STALE_MS).toISOString();

export async function addPresence(db: Db, streamId: string, partyId: string, userId: number | null, now: string) {
  await db
    .insertInto('watch_party_presence')
    .values({ stream_id: streamId, party_id: partyId, user_id: userId, opened_at: now, seen_at: now })
    .execute();
}

export async function removePresence(db: Db, streamId: string): Promise<void> {
  await db.deleteFrom('watch_party_presence').where('stream_id', '=', streamId).execute();
}

export async function touchPresence(db: Db, streamIds: string[], now: string): Promise<void> {
  for (let i = 0; i < streamIds.length; i += 500) {
    await db
      .updateTable('watch_party_presence')
      .set({ seen_at: now })
      .where('stream_id', 'in', streamIds.slice(i, i + 500))
      .execute();
  }
}

/** Whether this user has the party open anywhere (a live stream in any process). */
export async function isPresent(db: Db, partyId: string, userId: number, nowMs: number): Promise<boolean> {
  const row = await db
    .selectFrom('watch_party_presence')
    .select('stream_id')
    .where('party_id', '=', partyId)
    .where('user_id', '=', userId)
    .where('seen_at', '>', freshSince(nowMs))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Members with the party open (each once, in the order they came) and how many guests. */
export async function participantsOf(
  db: Db,
  partyId: string,
  nowMs: number,
): Promise<{ participants: WatchPartyParticipant[]; guestCount: number }> {
  const rows = await db
    .selectFrom('watch_party_presence')
    .leftJoin('user', 'user.user_id', 'watch_party_presence.user_id')
    .select(['watch_party_presence.user_id', 'user.user_name', 'watch_party_presence.opened_at'])
    .where('watch_party_presence.party_id', '=', partyId)
    .where('watch_party_presence.seen_at', '>', freshSince(nowMs))
    .orderBy('watch_party_presence.opened_at', 'asc')
    .execute();
  const seen = new Set<number>();
  const participants: WatchPartyParticipant[] = [];
  let guestCount = 0;
  for (const row of rows) {
    if (row.user_id === null) {
      guestCount += 1;
      continue;
    }
    if (seen.has(row.user_id)) continue;
    seen.add(row.user_id);
    participants.push({ id: toWireUserId(row.user_id), name: row.user_name ?? '' });
  }
  return { participants, guestCount };
}

export async function setHostLeftAt(db: Db, partyId: string, at: string | null): Promise<void> {
  await db.updateTable('watch_party').set({ host_left_at: at }).where('party_id', '=', partyId).execute();
}

/** Open parties whose host has no live page, though the party still thinks the host is there. */
export async function partiesWithVanishedHost(db: Db, nowMs: number): Promise<string[]> {
  const rows = await db
    .selectFrom('watch_party')
    .select('party_id')
    .where('ended_at', 'is', null)
    .where('host_left_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('watch_party_presence')
            .select('watch_party_presence.stream_id')
            .whereRef('watch_party_presence.party_id', '=', 'watch_party.party_id')
            .whereRef('watch_party_presence.user_id', '=', 'watch_party.host_id')
            .where('watch_party_presence.seen_at', '>', freshSince(nowMs)),
        ),
      ),
    )
    .execute();
  return rows.map((row) => row.party_id);
}

/** Ends the parties whose host left before `leftBefore`; their ids. */
export async function endAbandoned(db: Db, leftBefore: string, now: string): Promise<string[]> {
  const rows = await db
    .updateTable('watch_party')
    .set({ ended_at: now, playing: 0 })
    .where('ended_at', 'is', null)
    .where('host_left_at', 'is not', null)
    .where('host_left_at', '<=', leftBefore)
    .returning('party_id')
    .execute();
  return rows.map((row) => row.party_id);
}

export async function purgeStalePresence(db: Db, nowMs: number): Promise<number> {
  const result = await db
    .deleteFrom('watch_party_presence')
    .where('seen_at', '<=', freshSince(nowMs))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Parties ended before `before` go, with their chat. */
export async function purgeEnded(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('watch_party').where('ended_at', '<=', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
