import type { ServerResponse } from 'node:http';
import {
  STREAM_EVENTS,
  type StreamNotificationEvent,
  streamNotificationEvent,
  streamSuspendedEvent,
  streamUnreadEvent,
} from '@tubesphere/shared/contract/notifications';
import { sseEvent } from '../../../lib/sse.ts';

export { SSE_HEADERS, SSE_HEARTBEAT, SSE_RETRY_MS, sseEvent } from '../../../lib/sse.ts';

/**
 * The stream's data events, checked against the shared contract on the way out as every JSON
 * answer is by the route serializer: the page takes them as the contract's types.
 */
export const unreadEvent = (unreadCount: number): string =>
  sseEvent(STREAM_EVENTS.unread, streamUnreadEvent.parse({ unreadCount }));

export const notificationEvent = (notification: StreamNotificationEvent['notification'], unreadCount: number): string =>
  sseEvent(STREAM_EVENTS.notification, streamNotificationEvent.parse({ notification, unreadCount }), notification.id);

/** The last event of a suspended or banned member's stream. */
export const suspendedEvent = (message: string, banned: boolean): string =>
  sseEvent(STREAM_EVENTS.suspended, streamSuspendedEvent.parse({ message, banned }));

/** One open stream: one browser tab of one signed-in session. */
export class StreamClient {
  closed = false;
  /** The newest notification id this stream has been sent (it resumes after it). */
  lastSentId = 0;

  constructor(
    readonly userId: number,
    readonly tokenHash: string,
    private readonly res: ServerResponse,
    /** Bytes allowed to wait in the socket's buffer; a client slower than that is dropped. */
    private readonly maxBufferedBytes: number,
  ) {}

  /**
   * Writes without waiting: a slow reader never holds anyone else up. When its unsent bytes pass
   * the limit the stream is cut (the browser reconnects and catches up by Last-Event-ID).
   * Returns false when the stream is closed or was cut.
   */
  write(chunk: string): boolean {
    if (this.closed) return false;
    if (this.res.destroyed || this.res.writableEnded) {
      this.closed = true;
      return false;
    }
    if (this.res.writableLength + Buffer.byteLength(chunk) > this.maxBufferedBytes) {
      this.destroy();
      return false;
    }
    this.res.write(chunk);
    return true;
  }

  /** Ends the response cleanly (the browser may reconnect, e.g. to another process). */
  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.res.end();
  }

  /** Drops the connection at once (ended sessions, slow readers): nothing more is flushed. */
  destroy(): void {
    // An ended response is left to flush what it was given.
    if (this.closed) return;
    this.closed = true;
    if (!this.res.destroyed) this.res.destroy();
  }
}
