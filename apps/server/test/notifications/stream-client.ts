import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

export interface SseMessage {
  event: string;
  id?: string;
  data: Record<string, unknown>;
}

/** Parses Server-Sent Events as they arrive and lets a test wait for the one it expects. */
export class SseReader {
  readonly messages: SseMessage[] = [];
  /** The raw text received, comments (heartbeats) included. */
  text = '';
  ended = false;
  #buffer = '';
  #waiters: (() => void)[] = [];

  push(chunk: string): void {
    this.text += chunk;
    this.#buffer += chunk;
    let end = this.#buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = this.#buffer.slice(0, end);
      this.#buffer = this.#buffer.slice(end + 2);
      const message: Partial<SseMessage> & { data?: Record<string, unknown> } = {};
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) message.event = line.slice(7);
        else if (line.startsWith('id: ')) message.id = line.slice(4);
        else if (line.startsWith('data: ')) message.data = JSON.parse(line.slice(6));
      }
      if (message.event && message.data) this.messages.push(message as SseMessage);
      end = this.#buffer.indexOf('\n\n');
    }
    this.#wake();
  }

  finish(): void {
    this.ended = true;
    this.#wake();
  }

  #wake(): void {
    for (const waiter of this.#waiters.splice(0)) waiter();
  }

  /** The first message (from `from` on) that matches, waiting up to `timeoutMs` for it. */
  async next(
    match: (message: SseMessage) => boolean,
    options: { from?: number; timeoutMs?: number } = {},
  ): Promise<SseMessage> {
    const deadline = Date.now() + (options.timeoutMs ?? 10_000);
    for (;;) {
      const found = this.messages.slice(options.from ?? 0).find(match);
      if (found) return found;
      if (this.ended) throw new Error(`stream ended without it; got ${JSON.stringify(this.messages)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves once the server has ended the stream. */
  async closed(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error('the stream is still open');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

export const isNotification = (type?: string) => (message: SseMessage) =>
  message.event === 'notification' &&
  (type === undefined || (message.data.notification as { type: string }).type === type);

/** An open stream through app.inject; `close()` is the tab going away. */
export async function openStream(app: FastifyInstance, cookie: string | null, lastEventId?: string) {
  const controller = new AbortController();
  const response = await app.inject({
    method: 'GET',
    url: '/api/notifications/stream',
    headers: { ...(cookie ? { cookie } : {}), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    payloadAsStream: true,
    signal: controller.signal,
  });
  const reader = new SseReader();
  const body = response.stream() as Readable;
  body.setEncoding('utf8');
  body.on('data', (chunk: string) => reader.push(chunk));
  body.on('end', () => reader.finish());
  body.on('error', () => reader.finish());
  return {
    status: response.statusCode,
    headers: response.headers,
    reader,
    /** The whole body of an answer that is not a stream (401, 503). */
    async json(): Promise<Record<string, unknown>> {
      await reader.closed();
      return JSON.parse(reader.text);
    },
    close: () => controller.abort(),
  };
}
