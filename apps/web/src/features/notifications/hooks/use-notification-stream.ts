import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  STREAM_EVENTS,
  type StreamNotificationEvent,
  type StreamSuspendedEvent,
  type StreamUnreadEvent,
} from '@tubesphere/shared/contract/notifications';
import { useEffect } from 'react';
import { toast } from '../../../components/toast-store.ts';
import { useAccountStatus } from '../../../lib/account-status.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { messageKeys } from '../../messages/index.ts';
import { getUnreadCount } from '../api/get-unread-count.ts';
import { notificationKeys } from '../api/keys.ts';

const STREAM_URL = '/api/notifications/stream';
/** After a refused stream (503, a dropped network), wait this long, then twice as long, up to a minute. */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 60_000;
/** Older news (caught up after a long disconnect) updates the badge without a toast. */
const TOAST_MAX_AGE_MS = 2 * 60_000;
const TOAST_MS = 4_000;

// The server checks each event against the shared contract before sending it
// (apps/server/src/modules/notifications/stream/sse.ts).
const readEvent = <T>(raw: string): T => JSON.parse(raw) as T;

function onNotification(queryClient: QueryClient, userId: string, event: StreamNotificationEvent): void {
  const { notification, unreadCount } = event;
  queryClient.setQueryData(notificationKeys.unread(userId), unreadCount);
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userId) });
  // An open post page shows the new comment (and the link to it finds it).
  if (notification.postId) void queryClient.invalidateQueries({ queryKey: ['post', 'detail', notification.postId] });
  const fresh = Date.now() - Date.parse(notification.createdAt) < TOAST_MAX_AGE_MS;
  if (notification.read || !fresh) return;
  // The wording comes with the panel's chunk: most pages never show a notification.
  void import('../utils/describe-notification.ts').then(({ ANNOUNCED_ELSEWHERE, describeNotification }) => {
    if (!ANNOUNCED_ELSEWHERE.has(notification.type)) toast.info(describeNotification(notification).message, TOAST_MS);
  });
}

/**
 * One live stream per tab while signed in (GET /api/notifications/stream): the badge follows the
 * server's unread count, lists refresh, and new notifications show a toast. The browser's
 * EventSource reconnects by itself with Last-Event-ID. When the server ends the stream for good
 * (the session ended, newer tabs took its place) the tab opens it again when it is looked at;
 * after a suspension or ban it shows the banner and stays closed.
 * When the server refuses (a full process, an ended session) it asks for the count and tries
 * again later; a 401 there ends the stream quietly, and the person's next action signs the tab
 * out through the app's one session-expiry handler.
 */
export function useNotificationStream(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let retryMs = RETRY_FIRST_MS;
    let stopped = false;

    const refreshCount = () =>
      getUnreadCount({ background: true }).then(
        (answer) => queryClient.setQueryData(notificationKeys.unread(userId), answer.unreadCount),
        (error: unknown) => {
          // The session has ended: stop here; the person's next action signs the tab out.
          if (error instanceof ApiError && error.status === 401) stop();
        },
      );
    const close = () => {
      source?.close();
      source = null;
    };
    const stop = () => {
      stopped = true;
      window.clearTimeout(retryTimer);
      document.removeEventListener('visibilitychange', onVisible);
      close();
    };
    const connect = () => {
      close();
      const opened = new EventSource(STREAM_URL);
      source = opened;
      opened.addEventListener(STREAM_EVENTS.unread, (message) => {
        retryMs = RETRY_FIRST_MS;
        const event = readEvent<StreamUnreadEvent>(message.data);
        queryClient.setQueryData(notificationKeys.unread(userId), event.unreadCount);
      });
      opened.addEventListener(STREAM_EVENTS.notification, (message) => {
        onNotification(queryClient, userId, readEvent<StreamNotificationEvent>(message.data));
      });
      // A 쪽지 to or from this member: the envelope, the list and an open thread read it anew.
      opened.addEventListener(STREAM_EVENTS.message, () => {
        void queryClient.invalidateQueries({ queryKey: messageKeys.all(userId) });
      });
      // The session ended elsewhere: stop quietly. The next request hears 401 and signs the tab
      // out the usual way (a draft being written is not pulled from under the writer).
      opened.addEventListener(STREAM_EVENTS.ended, close);
      // Suspended or banned: the banner says so at once, and nothing live comes any more. A ban
      // ended the session too: one call hears the 401 and signs the tab out the usual way, and
      // the banner keeps the reason in view on the sign-in page.
      opened.addEventListener(STREAM_EVENTS.suspended, (message) => {
        const event = readEvent<StreamSuspendedEvent>(message.data);
        stop();
        const show = () => useAccountStatus.getState().setSuspension(event.message);
        show();
        if (event.banned) void getUnreadCount().then(show, show);
      });
      // Newer tabs took the places: keep the badge right until this tab is looked at again.
      opened.addEventListener(STREAM_EVENTS.replaced, () => {
        close();
        void refreshCount();
      });
      opened.onerror = () => {
        if (stopped || opened.readyState !== EventSource.CLOSED) return;
        source = null;
        void refreshCount();
        retryTimer = window.setTimeout(() => {
          retryTimer = undefined;
          connect();
        }, retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      };
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && source === null && retryTimer === undefined) connect();
    };
    connect();
    document.addEventListener('visibilitychange', onVisible);
    return stop;
  }, [userId, queryClient]);
}
