import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  WATCH_PARTY_EVENTS,
  type WatchPartyChatMessage,
  type WatchPartyParticipantsEvent,
  watchPartyChatEvent,
  watchPartyEndedEvent,
  watchPartyParticipantsEvent,
  watchPartyStateEvent,
} from '@tubesphere/shared/contract/watch-parties';
import { partyPosition } from '@tubesphere/shared/domain/watch-party';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseEvents } from '../../db/events.ts';
import { SSE_HEARTBEAT, SSE_RETRY_MS, sseEvent } from '../../lib/sse.ts';
import { SseWriter } from '../../lib/sse-writer.ts';
import { type PartyEvent, parsePartyEvent, type StoredPlayback } from './live.ts';

export interface PartyHubOptions {
  heartbeatMs: number;
  /** Streams this process holds at most; past it new ones are refused (503). */
  maxStreams: number;
  /** Unsent bytes a stream may pile up before it is cut (a stalled reader). */
  maxBufferedBytes: number;
}

/** Who is there is read once per burst of arrivals and departures, not once per stream. */
const PARTICIPANTS_DELAY_MS = 50;

/** The state as sent: the stored playback with this process's time and where the video is now. */
export function stateChunk(playback: StoredPlayback, nowMs: number): string {
  const data = watchPartyStateEvent.parse({
    ...playback,
    serverTime: new Date(nowMs).toISOString(),
    position: partyPosition(playback, nowMs),
  });
  return sseEvent(WATCH_PARTY_EVENTS.state, data);
}

export const chatChunk = (message: WatchPartyChatMessage): string =>
  sseEvent(WATCH_PARTY_EVENTS.chat, watchPartyChatEvent.parse({ message }));

export const participantsChunk = (people: WatchPartyParticipantsEvent): string =>
  sseEvent(WATCH_PARTY_EVENTS.participants, watchPartyParticipantsEvent.parse(people));

export const endedChunk = (reason: 'host-left' | 'ended'): string =>
  sseEvent(WATCH_PARTY_EVENTS.ended, watchPartyEndedEvent.parse({ reason }));

/** One open page of a party; a reader too far behind is cut (it reconnects and starts afresh). */
export class PartyStream extends SseWriter {
  readonly streamId = randomUUID();
  /** Events that arrived before the opening snapshot was written; sent after it. */
  pending: PartyEvent[] | null = [];

  constructor(
    readonly partyId: string,
    readonly userId: number | null,
    /** Wire ids of the authors this viewer blocked: their chat never reaches this page. */
    readonly blocked: ReadonlySet<string>,
    res: ServerResponse,
    maxBufferedBytes: number,
  ) {
    super(res, maxBufferedBytes);
  }
}

export interface PartyHubHooks {
  /** A stream closed (the page went, the party ended, the server stops). */
  onClose(stream: PartyStream): Promise<void>;
  /** Who has the party open now, across processes. */
  readParticipants(partyId: string): Promise<WatchPartyParticipantsEvent>;
  /** The party's playback now (after the listening connection was lost for a while). */
  readPlayback(partyId: string): Promise<StoredPlayback | null>;
  /** Marks this process's open streams as alive, so other processes keep counting them. */
  touch(streamIds: string[]): Promise<void>;
}

/**
 * The open party pages of this process (docs/decisions/235-watch-parties.md). Every change is
 * published through the database (PostgreSQL NOTIFY; in-process on SQLite) and every process
 * sends it on to the pages it holds of that party: a control reaches each open page with one
 * write per page and no read.
 */
export class WatchPartyHub {
  readonly #byParty = new Map<string, Set<PartyStream>>();
  readonly #participantsDue = new Set<string>();
  #size = 0;
  #listening: Promise<unknown> | null = null;
  #unsubscribe: (() => void) | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  #shutDown = false;
  hooks: PartyHubHooks | null = null;

  constructor(
    private readonly events: DatabaseEvents,
    private readonly options: PartyHubOptions,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.#size;
  }

  get isFull(): boolean {
    return this.#shutDown || this.#size >= this.options.maxStreams;
  }

  listen(): Promise<unknown> {
    this.#listening ??= this.events
      .subscribe((payload) => {
        const event = parsePartyEvent(payload);
        if (event) this.#handle(event);
      })
      .then((unsubscribe) => {
        this.#unsubscribe = unsubscribe;
        this.events.onResync(() => void this.#resync());
      })
      .catch((error: unknown) => {
        this.#listening = null;
        throw error;
      });
    return this.#listening;
  }

  /** Takes a page whose SSE headers are written; events are held until `ready` sends the snapshot. */
  open(partyId: string, userId: number | null, blocked: ReadonlySet<string>, res: ServerResponse): PartyStream {
    const stream = new PartyStream(partyId, userId, blocked, res, this.options.maxBufferedBytes);
    let streams = this.#byParty.get(partyId);
    if (!streams) {
      streams = new Set();
      this.#byParty.set(partyId, streams);
    }
    streams.add(stream);
    this.#size += 1;
    this.#startTimer();
    res.once('close', () => this.#forget(stream));
    stream.write(`retry: ${SSE_RETRY_MS}\n\n`);
    return stream;
  }

  /**
   * The opening snapshot is written: what arrived meanwhile follows, less what the snapshot
   * already holds (an older state, chat lines it lists).
   */
  ready(stream: PartyStream, snapshot: { updatedAt: string; lastChatId: number }): void {
    const pending = stream.pending ?? [];
    stream.pending = null;
    for (const event of pending) {
      if (event.k === 's' && event.s.updatedAt < snapshot.updatedAt) continue;
      if (event.k === 'c' && event.m.id <= snapshot.lastChatId) continue;
      this.#deliver(stream, event, this.#chunkOf(event));
    }
  }

  /** The page went away (its request closed): drop what is left of the response. */
  disconnect(stream: PartyStream): void {
    stream.destroy();
    void this.#forget(stream);
  }

  /** Ends every stream (server shutdown): pages reconnect, to another process if there is one. */
  async shutdown(): Promise<void> {
    this.#shutDown = true;
    this.#stopTimer();
    this.#unsubscribe?.();
    const all = [...this.#byParty.values()].flatMap((streams) => [...streams]);
    for (const stream of all) stream.end();
    await Promise.all(all.map((stream) => this.#forget(stream)));
  }

  #handle(event: PartyEvent): void {
    const streams = this.#byParty.get(event.p);
    if (!streams) return;
    if (event.k === 'p') {
      this.#participantsChanged(event.p);
      return;
    }
    const chunk = this.#chunkOf(event);
    for (const stream of [...streams]) {
      if (stream.pending) stream.pending.push(event);
      else this.#deliver(stream, event, chunk);
    }
  }

  #chunkOf(event: PartyEvent): string {
    switch (event.k) {
      case 's':
        return stateChunk(event.s, this.now());
      case 'c':
        return chatChunk(event.m);
      case 'e':
        return endedChunk(event.r);
      default:
        return '';
    }
  }

  #deliver(stream: PartyStream, event: PartyEvent, chunk: string): void {
    if (event.k === 'c' && stream.blocked.has(event.m.userId)) return;
    if (!stream.write(chunk)) {
      void this.#forget(stream);
      return;
    }
    if (event.k === 'e') {
      stream.end();
      void this.#forget(stream);
    }
  }

  #participantsChanged(partyId: string): void {
    if (this.#participantsDue.has(partyId)) return;
    this.#participantsDue.add(partyId);
    setTimeout(() => {
      this.#participantsDue.delete(partyId);
      void this.#sendParticipants(partyId);
    }, PARTICIPANTS_DELAY_MS).unref();
  }

  async #sendParticipants(partyId: string): Promise<void> {
    const streams = this.#byParty.get(partyId);
    if (!streams || !this.hooks) return;
    try {
      const chunk = participantsChunk(await this.hooks.readParticipants(partyId));
      for (const stream of [...streams]) if (!stream.pending && !stream.write(chunk)) void this.#forget(stream);
    } catch (error) {
      this.log.warn({ err: error, partyId }, 'watch party: could not send who is there');
    }
  }

  /** The listening connection was lost for a while: every page hears the state and who is there again. */
  async #resync(): Promise<void> {
    for (const partyId of [...this.#byParty.keys()]) {
      try {
        const playback = await this.hooks?.readPlayback(partyId);
        if (playback) this.#handle({ t: 'wp', k: 's', p: partyId, s: playback });
        this.#participantsChanged(partyId);
      } catch (error) {
        this.log.warn({ err: error, partyId }, 'watch party: could not resync');
      }
    }
  }

  /** Drops a closed stream (called again by its 'close' event: harmless). */
  async #forget(stream: PartyStream): Promise<void> {
    const streams = this.#byParty.get(stream.partyId);
    if (!streams?.has(stream)) return;
    stream.closed = true;
    streams.delete(stream);
    if (streams.size === 0) this.#byParty.delete(stream.partyId);
    this.#size -= 1;
    if (this.#size === 0) this.#stopTimer();
    try {
      await this.hooks?.onClose(stream);
    } catch (error) {
      this.log.warn({ err: error, partyId: stream.partyId }, 'watch party: could not record a page leaving');
    }
  }

  #startTimer(): void {
    if (this.#heartbeat || this.#shutDown) return;
    this.#heartbeat = setInterval(() => void this.#beat(), this.options.heartbeatMs);
    this.#heartbeat.unref();
  }

  #stopTimer(): void {
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
  }

  async #beat(): Promise<void> {
    const alive: string[] = [];
    for (const streams of [...this.#byParty.values()]) {
      for (const stream of [...streams]) {
        if (stream.write(SSE_HEARTBEAT)) alive.push(stream.streamId);
        else void this.#forget(stream);
      }
    }
    try {
      if (alive.length > 0) await this.hooks?.touch(alive);
    } catch (error) {
      this.log.warn({ err: error }, 'watch party: could not mark open pages');
    }
  }
}
