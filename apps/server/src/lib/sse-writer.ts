import type { ServerResponse } from 'node:http';

/**
 * One open Server-Sent Events response (a notification stream, a watch-party page): writes never
 * wait, so a slow reader never holds anyone else up.
 */
export class SseWriter {
  closed = false;

  constructor(
    private readonly res: ServerResponse,
    /** Bytes allowed to wait in the socket's buffer; a reader slower than that is dropped. */
    private readonly maxBufferedBytes: number,
  ) {}

  /**
   * When its unsent bytes pass the limit the stream is cut (the browser reconnects and catches
   * up). Returns false when the stream is closed or was cut.
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
