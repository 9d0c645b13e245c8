import { randomBytes } from 'node:crypto';
import type { PlaylistItem } from '@tubesphere/shared/contract/playlists';
import {
  type CreateWatchPartyResponse,
  WATCH_PARTY_MESSAGES,
  type WatchPartyChatMessage,
  type WatchPartyControlBody,
  type WatchPartyParticipantsEvent,
  type WatchPartyPlayback,
  type WatchPartyResponse,
} from '@tubesphere/shared/contract/watch-parties';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import { HOST_AWAY_END_MS, partyPosition } from '@tubesphere/shared/domain/watch-party';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { PlaylistService } from '../playlists/index.ts';
import { findPostItem } from '../playlists/index.ts';
import type { PartyStream } from './hub.ts';
import { publishParty, type StoredPlayback } from './live.ts';
import {
  addPresence,
  endAbandoned,
  findParty,
  insertChat,
  insertParty,
  isPresent,
  lockParty,
  type PartyRow,
  participantsOf,
  partiesWithVanishedHost,
  partyItems,
  purgeEnded,
  purgeStalePresence,
  recentChat,
  removePresence,
  setHostLeftAt,
  touchPresence,
  updatePlayback,
} from './repository.ts';

type Viewer = Pick<UserRow, 'user_id'> | null;
/** Ended parties are kept this long (a late invitation still says the party is over), then purged with their chat. */
const ENDED_KEPT_MS = 7 * 24 * 3_600_000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * 같이 보기 (docs/decisions/235-watch-parties.md). One row holds where the party's video is
 * (`playing`, `seconds` at `updated_at`); every change is written and published in one
 * transaction, so a page never hears a state the database does not hold. Time is the wall clock
 * (`Date.now()`), since every process compares it with the stored `updated_at`.
 */
export class WatchPartyService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly playlists: PlaylistService,
  ) {}

  async create(
    user: UserRow,
    body: { postId?: number; playlistId?: number; anyoneControls?: boolean },
  ): Promise<CreateWatchPartyResponse> {
    let items: PlaylistItem[];
    if (body.playlistId !== undefined) {
      // The host must be able to see the list (a private one of someone else's is "not found").
      items = (await this.playlists.get(body.playlistId, user)).items;
      if (items.length === 0) throw badRequest(WATCH_PARTY_MESSAGES.playlistEmpty);
    } else {
      const found = await findPostItem(this.db, body.postId as number, user.user_id);
      if (!found) throw notFound(WATCH_PARTY_MESSAGES.postNotFound);
      if (!found.item) throw badRequest(WATCH_PARTY_MESSAGES.postNotVideo);
      items = [found.item];
    }
    const partyId = randomBytes(9).toString('base64url');
    await insertParty(this.db, {
      partyId,
      hostId: user.user_id,
      postId: body.postId ?? null,
      playlistId: body.playlistId ?? null,
      items,
      seconds: items[0]?.start ?? 0,
      anyoneControls: body.anyoneControls ?? false,
      now: iso(Date.now()),
    });
    return { party: { id: partyId, hostId: toWireUserId(user.user_id) } };
  }

  async get(partyId: string, viewer: Viewer, blocked: ReadonlySet<string>): Promise<WatchPartyResponse> {
    const row = await this.#find(partyId);
    const nowMs = Date.now();
    const people = await participantsOf(this.db, partyId, nowMs);
    const chat = (await recentChat(this.db, partyId)).filter((message) => !blocked.has(message.userId));
    const isHost = viewer?.user_id === row.host_id;
    const open = row.ended_at === null;
    return {
      ...toWirePlayback(storedPlayback(row), nowMs),
      id: row.party_id,
      hostId: toWireUserId(row.host_id),
      hostName: row.host_name,
      playlistId: row.playlist_id,
      items: partyItems(row),
      ...people,
      canControl: open && viewer !== null && (isHost || row.anyone_controls === 1),
      canChat: open && viewer !== null,
      isHost,
      chat,
    };
  }

  /** Play, pause, seek or skip to the next video: the host, or anyone signed in when the host allows it. */
  control(partyId: string, user: UserRow, body: WatchPartyControlBody): Promise<WatchPartyPlayback> {
    return this.#change(partyId, user, 'control', (row, nowMs) => {
      const position = partyPosition(clockOf(row), nowMs);
      switch (body.action) {
        case 'play':
          return { playing: 1, seconds: body.seconds ?? position };
        case 'pause':
          return { playing: 0, seconds: body.seconds ?? position };
        case 'seek':
          if (body.seconds === undefined) throw badRequest(WATCH_PARTY_MESSAGES.secondsRequired);
          return { seconds: body.seconds };
        case 'next': {
          const next = partyItems(row)[row.item_index + 1];
          if (!next) throw badRequest(WATCH_PARTY_MESSAGES.noNext);
          return { item_index: row.item_index + 1, playing: 1, seconds: next.start ?? 0 };
        }
      }
    });
  }

  /** The host's setting: whether everyone signed in may control playback. */
  settings(partyId: string, user: UserRow, anyoneControls: boolean): Promise<WatchPartyPlayback> {
    return this.#change(partyId, user, 'host', (row, nowMs) => ({
      anyone_controls: anyoneControls ? 1 : 0,
      // Settings are not playback: the position carries on as it was.
      seconds: partyPosition(clockOf(row), nowMs),
    }));
  }

  /** A chat line; the comment rules (length, rate, suspension, a new member's links) are the route's. */
  chat(partyId: string, user: UserRow, content: string): Promise<WatchPartyChatMessage> {
    return this.db.transaction().execute(async (trx) => {
      const row = await lockParty(trx, partyId, this.dialect);
      if (!row) throw notFound(WATCH_PARTY_MESSAGES.notFound);
      if (row.ended_at !== null) throw conflict(WATCH_PARTY_MESSAGES.ended);
      const now = iso(Date.now());
      const id = await insertChat(trx, partyId, user.user_id, content, now);
      const message = {
        id,
        userId: toWireUserId(user.user_id),
        userName: user.user_name,
        content,
        createdAt: now,
      };
      await publishParty(trx, { t: 'wp', k: 'c', p: partyId, m: message });
      return message;
    });
  }

  /** A page opened the party's stream: it counts as there, and the host's return keeps the party going. */
  async join(stream: PartyStream): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // The party row first, then the presence row: the insert's foreign key takes a share lock
      // on the party, and two joins doing it the other way round deadlock on PostgreSQL.
      const row = await lockParty(trx, stream.partyId, this.dialect);
      const now = iso(Date.now());
      await addPresence(trx, stream.streamId, stream.partyId, stream.userId, now);
      if (row && stream.userId === row.host_id && row.host_left_at !== null) {
        await setHostLeftAt(trx, stream.partyId, null);
      }
      await publishParty(trx, { t: 'wp', k: 'p', p: stream.partyId });
    });
  }

  /** A page closed: when it was the host's last one, the ten minutes start. */
  async leave(stream: PartyStream): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await lockParty(trx, stream.partyId, this.dialect);
      await removePresence(trx, stream.streamId);
      const nowMs = Date.now();
      if (
        row &&
        row.ended_at === null &&
        stream.userId === row.host_id &&
        !(await isPresent(trx, stream.partyId, row.host_id, nowMs))
      ) {
        await setHostLeftAt(trx, stream.partyId, iso(nowMs));
      }
      await publishParty(trx, { t: 'wp', k: 'p', p: stream.partyId });
    });
  }

  /** The opening snapshot of a stream: where the video is, who is there, the recent chat. */
  async snapshot(partyId: string, blocked: ReadonlySet<string>) {
    const row = await this.#find(partyId);
    const chat = await recentChat(this.db, partyId);
    return {
      playback: storedPlayback(row),
      people: await participantsOf(this.db, partyId, Date.now()),
      chat: chat.filter((message) => !blocked.has(message.userId)),
      lastChatId: chat.at(-1)?.id ?? 0,
    };
  }

  participants(partyId: string): Promise<WatchPartyParticipantsEvent> {
    return participantsOf(this.db, partyId, Date.now());
  }

  async playback(partyId: string): Promise<StoredPlayback | null> {
    const row = await findParty(this.db, partyId);
    return row ? storedPlayback(row) : null;
  }

  touch(streamIds: string[]): Promise<void> {
    return touchPresence(this.db, streamIds, iso(Date.now()));
  }

  /**
   * The minute job: pages of processes that died are forgotten, a host with no page left starts
   * the ten minutes, parties whose host has been away that long end, and old ended parties go.
   */
  async sweep(): Promise<{ ended: number; purged: number }> {
    const nowMs = Date.now();
    await purgeStalePresence(this.db, nowMs);
    for (const partyId of await partiesWithVanishedHost(this.db, nowMs)) {
      await setHostLeftAt(this.db, partyId, iso(nowMs));
    }
    const ended = await this.db.transaction().execute(async (trx) => {
      const ids = await endAbandoned(trx, iso(nowMs - HOST_AWAY_END_MS), iso(nowMs));
      for (const partyId of ids) await publishParty(trx, { t: 'wp', k: 'e', p: partyId, r: 'host-left' });
      return ids.length;
    });
    const purged = await purgeEnded(this.db, iso(nowMs - ENDED_KEPT_MS));
    return { ended, purged };
  }

  async #find(partyId: string): Promise<PartyRow> {
    const row = await findParty(this.db, partyId);
    if (!row) throw notFound(WATCH_PARTY_MESSAGES.notFound);
    return row;
  }

  /** One change of the party's row, checked, written and published together. */
  #change(
    partyId: string,
    user: UserRow,
    who: 'control' | 'host',
    decide: (
      row: NonNullable<Awaited<ReturnType<typeof lockParty>>>,
      nowMs: number,
    ) => Partial<{ playing: number; seconds: number; item_index: number; anyone_controls: number }>,
  ): Promise<WatchPartyPlayback> {
    return this.db.transaction().execute(async (trx) => {
      const row = await lockParty(trx, partyId, this.dialect);
      if (!row) throw notFound(WATCH_PARTY_MESSAGES.notFound);
      if (row.ended_at !== null) throw conflict(WATCH_PARTY_MESSAGES.ended);
      const isHost = row.host_id === user.user_id;
      if (who === 'host' && !isHost) throw forbidden(WATCH_PARTY_MESSAGES.notHost);
      if (who === 'control' && !isHost && row.anyone_controls !== 1) throw forbidden(WATCH_PARTY_MESSAGES.noControl);
      const nowMs = Date.now();
      const change = { ...decide(row, nowMs), updated_at: iso(nowMs) };
      await updatePlayback(trx, partyId, change);
      const playback = storedPlayback({ ...row, ...change });
      await publishParty(trx, { t: 'wp', k: 's', p: partyId, s: playback });
      return toWirePlayback(playback, nowMs);
    });
  }
}

function clockOf(row: Pick<PartyRow, 'playing' | 'seconds' | 'updated_at'>) {
  return { playing: row.playing === 1, seconds: Number(row.seconds), updatedAt: row.updated_at };
}

function storedPlayback(
  row: Pick<
    PartyRow,
    'items_json' | 'item_index' | 'playing' | 'seconds' | 'updated_at' | 'anyone_controls' | 'ended_at'
  >,
): StoredPlayback {
  const items = partyItems(row);
  const item = items[row.item_index] ?? items[0];
  return {
    videoId: item?.videoId ?? '',
    postId: item?.postId ?? '',
    title: item?.title ?? '',
    index: row.item_index,
    playing: row.playing === 1 && row.ended_at === null,
    seconds: Number(row.seconds),
    updatedAt: row.updated_at,
    anyoneControls: row.anyone_controls === 1,
    ended: row.ended_at !== null,
  };
}

export function toWirePlayback(playback: StoredPlayback, nowMs: number): WatchPartyPlayback {
  return { ...playback, serverTime: iso(nowMs), position: partyPosition(playback, nowMs) };
}
