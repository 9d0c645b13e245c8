/** Server-Sent Events on a response taken over from Fastify: the notification and watch-party streams. */

/** One Server-Sent Event. JSON.stringify never writes a raw line break, so `data` is one line. */
export function sseEvent(event: string, data: unknown, id?: number): string {
  return `event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: keeps proxies and the browser from calling an idle stream dead. */
export const SSE_HEARTBEAT = ': \n\n';

/** How long an EventSource waits before reconnecting after the stream ends. */
export const SSE_RETRY_MS = 5000;

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // Never stored, never transformed (a compressing proxy would hold events back).
  'cache-control': 'no-cache, no-store, no-transform',
  // nginx: pass each event through as it is written (deploy/nginx.conf is unbuffered as well).
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;
