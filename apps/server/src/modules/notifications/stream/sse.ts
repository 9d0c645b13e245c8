import type { ServerResponse } from 'node:http';
import {
  STREAM_EVENTS,
  type StreamNotificationEvent,
  streamNotificationEvent,
  streamSuspendedEvent,
  streamUnreadEvent,
} from '@tubesphere/shared/contract/notifications';
import { sseEvent } from '../../../lib/sse.ts';
import { SseWriter } from '../../../lib/sse-writer.ts';

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
export class StreamClient extends SseWriter {
  /** The newest notification id this stream has been sent (it resumes after it). */
  lastSentId = 0;

  constructor(
    readonly userId: number,
    readonly tokenHash: string,
    res: ServerResponse,
    maxBufferedBytes: number,
  ) {
    super(res, maxBufferedBytes);
  }
}
