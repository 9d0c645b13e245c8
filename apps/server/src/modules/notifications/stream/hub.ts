import type { ServerResponse } from 'node:http';
import { STREAM_EVENTS } from '@tubesphere/shared/contract/notifications';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseEvents } from '../../../db/events.ts';
import { type LiveEvent, parseLive } from '../../../db/live-events.ts';
import type { Database } from '../../../db/schema.ts';
import { toWireNotifications } from '../mapper.ts';
import { countUnread, listAfter } from '../repository.ts';
import {
  notificationEvent,
  SSE_HEARTBEAT,
  SSE_RETRY_MS,
  StreamClient,
  sseEvent,
  suspendedEvent,
  unreadEvent,
} from './sse.ts';
import { liveSessionHashes, newestId, suspensionNow } from './stream-repository.ts';

export interface HubOptions {
  /** A comment line this often keeps idle streams open through proxies. */
  heartbeatMs: number;
  /** Streams one user may hold in this process (tabs); opening one more closes the oldest. */
  perUser: number;
  /** Streams this process holds at most; past it new ones are refused (503). */
  maxStreams: number;
  /** Unsent bytes a stream may pile up before it is cut (a slow or stalled reader). */
  maxBufferedBytes: number;
  /** Sessions that ended without an event (expiry, a purge, a direct delete) are found this often. */
  sessionCheckMs: number;
}

/** What a reconnecting stream is sent at most; the list page has the rest. */
const CATCH_UP_MAX = 50;
/**
 * A change waits this long before its flush, so a burst (a hot author: hundreds of comments a
 * second) is read and sent in a few flushes instead of one per comment. Measured with
 * `npm run bench:notifications`: a comment still reaches the stream well inside 200 ms.
 */
const FLUSH_DELAY_MS = 25;

/**
 * The live notification streams of this process (docs/decisions/100-notifications.md). Writes
 * publish small events through the database (db/events.ts); every process hears every event and
 * acts only for users it holds streams of, reading the notification and the unread count once
 * per user, in order. Nothing a client does can delay another: writes are never awaited, and a
 * stream whose buffer fills up is cut.
 */
export class StreamHub {
  readonly #byUser = new Map<number, StreamClient[]>();
  readonly #byToken = new Map<string, Set<StreamClient>>();
  /** Per-user work in arrival order, so a count never overtakes the notification before it. */
  readonly #queues = new Map<number, Promise<void>>();
  /** Users with a flush waiting, and whether new notifications (not just the count) are in it. */
  readonly #changed = new Map<number, { fresh: boolean }>();
  #size = 0;
  #listening: Promise<unknown> | null = null;
  #unsubscribe: (() => void) | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  #sessionCheck: NodeJS.Timeout | null = null;
  #shutDown = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: DatabaseEvents,
    private readonly options: HubOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  get size(): number {
    return this.#size;
  }

  /** Open streams of one user in this process. */
  streamsOf(userId: number): number {
    return this.#byUser.get(userId)?.length ?? 0;
  }

  get isFull(): boolean {
    return this.#shutDown || this.#size >= this.options.maxStreams;
  }

  /** Subscribes to the database's events once (PostgreSQL: opens the LISTEN connection). */
  listen(): Promise<unknown> {
    this.#listening ??= this.events
      .subscribe((payload) => this.#onPayload(payload))
      .then((unsubscribe) => {
        this.#unsubscribe = unsubscribe;
        this.events.onResync(() => this.#resync());
      })
      .catch((error: unknown) => {
        this.#listening = null;
        throw error;
      });
    return this.#listening;
  }

  /**
   * Takes over a response whose SSE headers are written. Sends what was missed after
   * `lastEventId` (or nothing old, without one) and the unread count, then every new event.
   */
  open(userId: number, tokenHash: string, res: ServerResponse, lastEventId: number | null): StreamClient {
    const client = new StreamClient(userId, tokenHash, res, this.options.maxBufferedBytes);
    const mine = this.#byUser.get(userId) ?? [];
    // The oldest tab is told not to reconnect on its own (it would push out the next one): it
    // opens again when it is looked at.
    while (mine.length >= this.options.perUser) this.#close(mine[0] as StreamClient, STREAM_EVENTS.replaced);
    mine.push(client);
    this.#byUser.set(userId, mine);
    let sameToken = this.#byToken.get(tokenHash);
    if (!sameToken) {
      sameToken = new Set();
      this.#byToken.set(tokenHash, sameToken);
    }
    sameToken.add(client);
    this.#size += 1;
    this.#startTimers();
    res.once('close', () => this.#forget(client));
    client.write(`retry: ${SSE_RETRY_MS}\n\n`);
    // Until its first task has run, the stream takes no part in flushes (it would be sent the
    // user's oldest notifications as new): where it starts is not known yet.
    client.lastSentId = Number.POSITIVE_INFINITY;
    this.#enqueue(userId, async () => {
      if (lastEventId === null) client.lastSentId = await newestId(this.db, userId);
      else await this.#catchUp(client, lastEventId);
      client.write(unreadEvent(await countUnread(this.db, userId)));
    });
    return client;
  }

  /** The client went away (its request closed): drop what is left of the response. */
  disconnect(client: StreamClient): void {
    this.#drop(client, 'destroy');
  }

  /** Ends every stream (server shutdown): browsers reconnect, to another process if there is one. */
  shutdown(): void {
    this.#shutDown = true;
    this.#stopTimers();
    this.#unsubscribe?.();
    for (const clients of [...this.#byUser.values()]) for (const client of [...clients]) this.#drop(client, 'end');
  }

  #onPayload(payload: string): void {
    const event = parseLive(payload);
    if (event) this.#handle(event);
  }

  #handle(event: LiveEvent): void {
    switch (event.t) {
      case 'n':
        this.#markChanged(event.u, true);
        return;
      case 'c':
        this.#markChanged(event.u, false);
        return;
      case 'e':
        for (const client of [...(this.#byUser.get(event.u) ?? [])]) {
          if (client.tokenHash !== event.k) this.#endSession(client);
        }
        return;
      case 'x':
        for (const client of [...(this.#byToken.get(event.h) ?? [])]) this.#endSession(client);
        return;
      case 's':
        if (this.#byUser.has(event.u)) this.#enqueue(event.u, () => this.#suspend(event.u));
        return;
      case 'm':
        // Ids only: the page reads the conversation through the API, as any other read.
        if (this.#byUser.has(event.u)) {
          const chunk = sseEvent(STREAM_EVENTS.message, { messageId: event.m, otherUserId: toWireUserId(event.f) });
          this.#enqueue(event.u, async () => {
            for (const client of this.#byUser.get(event.u) ?? []) client.write(chunk);
          });
        }
        return;
    }
  }

  /** The member was suspended or banned: each stream is told why and closed, nothing more is sent. */
  async #suspend(userId: number): Promise<void> {
    const suspension = await suspensionNow(this.db, userId);
    // Lifted again before this ran: nothing to say.
    if (!suspension) return;
    const last = suspendedEvent(suspension.message, suspension.banned);
    for (const client of [...(this.#byUser.get(userId) ?? [])]) {
      client.write(last);
      this.#drop(client, 'end');
    }
  }

  /**
   * Something changed for a user with streams here: one flush (at most one waiting per user,
   * FLUSH_DELAY_MS after the first change) reads what is new since the stream that is furthest
   * behind, and the count, once — however many events arrived meanwhile.
   */
  #markChanged(userId: number, fresh: boolean): void {
    if (!this.#byUser.has(userId)) return;
    const waiting = this.#changed.get(userId);
    if (waiting) {
      waiting.fresh ||= fresh;
      return;
    }
    this.#changed.set(userId, { fresh });
    setTimeout(() => this.#enqueue(userId, () => this.#flush(userId)), FLUSH_DELAY_MS).unref();
  }

  async #flush(userId: number): Promise<void> {
    const change = this.#changed.get(userId);
    this.#changed.delete(userId);
    const clients = (this.#byUser.get(userId) ?? []).filter((client) => client.lastSentId !== Number.POSITIVE_INFINITY);
    if (!change || clients.length === 0) return;
    const rows = change.fresh
      ? await listAfter(this.db, userId, Math.min(...clients.map((client) => client.lastSentId)), CATCH_UP_MAX)
      : [];
    const unreadCount = await countUnread(this.db, userId);
    const items = toWireNotifications(rows);
    // Gone already (its content was deleted a moment later), or only the count changed.
    if (items.length === 0) {
      const chunk = unreadEvent(unreadCount);
      for (const client of clients) client.write(chunk);
    }
    for (const notification of items) {
      const chunk = notificationEvent(notification, unreadCount);
      for (const client of clients) {
        if (notification.id > client.lastSentId && client.write(chunk)) client.lastSentId = notification.id;
      }
    }
    // More than one batch arrived at once: the rest in the next flush.
    if (rows.length === CATCH_UP_MAX) this.#markChanged(userId, true);
  }

  /** A reconnected stream: what it missed after `afterId`, oldest first. */
  async #catchUp(client: StreamClient, afterId: number): Promise<void> {
    client.lastSentId = afterId;
    const rows = await listAfter(this.db, client.userId, afterId, CATCH_UP_MAX);
    if (rows.length === 0) return;
    const unreadCount = await countUnread(this.db, client.userId);
    for (const notification of toWireNotifications(rows)) {
      const chunk = notificationEvent(notification, unreadCount);
      if (client.write(chunk)) client.lastSentId = Math.max(client.lastSentId, notification.id);
    }
  }

  /** The listening connection was lost for a while: each stream catches up on what it missed. */
  #resync(): void {
    for (const userId of this.#byUser.keys()) this.#markChanged(userId, true);
  }

  #enqueue(userId: number, work: () => Promise<void>): void {
    const previous = this.#queues.get(userId) ?? Promise.resolve();
    const next = previous
      .then(work)
      .catch((error: unknown) => this.log.warn({ err: error, userId }, 'notification stream: could not send an update'))
      .finally(() => {
        if (this.#queues.get(userId) === next) this.#queues.delete(userId);
      });
    this.#queues.set(userId, next);
  }

  #endSession(client: StreamClient): void {
    this.#close(client, STREAM_EVENTS.ended);
  }

  /** Ends a stream with a last event that says why. */
  #close(client: StreamClient, why: string): void {
    client.write(sseEvent(why, {}));
    this.#drop(client, 'end');
  }

  #drop(client: StreamClient, how: 'end' | 'destroy'): void {
    if (how === 'end') client.end();
    else client.destroy();
    this.#forget(client);
  }

  /** Removes a closed stream from the maps (called again by its 'close' event: harmless). */
  #forget(client: StreamClient): void {
    client.closed = true;
    const mine = this.#byUser.get(client.userId);
    const index = mine?.indexOf(client) ?? -1;
    if (!mine || index < 0) return;
    mine.splice(index, 1);
    if (mine.length === 0) this.#byUser.delete(client.userId);
    const sameToken = this.#byToken.get(client.tokenHash);
    sameToken?.delete(client);
    if (sameToken?.size === 0) this.#byToken.delete(client.tokenHash);
    this.#size -= 1;
    if (this.#size === 0) this.#stopTimers();
  }

  #startTimers(): void {
    if (this.#heartbeat || this.#shutDown) return;
    this.#heartbeat = setInterval(() => this.#beat(), this.options.heartbeatMs);
    this.#heartbeat.unref();
    this.#sessionCheck = setInterval(() => void this.checkSessions(), this.options.sessionCheckMs);
    this.#sessionCheck.unref();
  }

  #stopTimers(): void {
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    if (this.#sessionCheck) clearInterval(this.#sessionCheck);
    this.#heartbeat = null;
    this.#sessionCheck = null;
  }

  #beat(): void {
    for (const clients of [...this.#byUser.values()]) {
      for (const client of [...clients]) if (!client.write(SSE_HEARTBEAT)) this.#forget(client);
    }
  }

  /** Ends the streams whose session is gone; runs on a timer, and tests call it. */
  async checkSessions(): Promise<void> {
    const hashes = [...this.#byToken.keys()];
    if (hashes.length === 0) return;
    try {
      const live = await liveSessionHashes(this.db, hashes);
      for (const hash of hashes) {
        if (live.has(hash)) continue;
        for (const client of [...(this.#byToken.get(hash) ?? [])]) this.#endSession(client);
      }
    } catch (error) {
      this.log.warn({ err: error }, 'notification stream: could not check sessions');
    }
  }
}
