import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** How long requests in flight may take to finish before their connections are closed. */
  graceMs: number;
  exit?: (code: number) => void;
}

/** Past the grace period, this long for the database and jobs to close before giving up. */
const CLOSE_BACKSTOP_MS = 5000;

/**
 * SIGTERM / SIGINT: stop accepting connections, answer any request still arriving with the 503 of
 * plugins/app/shutdown-gate.ts, end the notification streams and the jobs (their preClose hooks),
 * let requests in flight finish for up to `graceMs`, then close the connections left (a slow
 * upload, a client that never reads), the database, and exit 0. A second signal changes nothing:
 * an orchestrator that loses patience sends SIGKILL.
 */
export function exitGracefullyOnSignals(app: FastifyInstance, { graceMs, exit = process.exit }: ShutdownOptions) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    app.log.info({ signal, graceMs }, 'shutting down: no new connections; requests in flight may finish');
    app.beginShutdown();
    // Connections doing nothing close now; the others once their request is answered
    // (the gate's Connection: close) or when the grace period ends.
    app.server.closeIdleConnections();
    const grace = setTimeout(() => {
      app.log.warn(
        { connectionsClosed: true, graceMs },
        'shutting down: grace period over, closing the connections of unfinished requests',
      );
      app.server.closeAllConnections();
    }, graceMs);
    const backstop = setTimeout(() => {
      app.log.error('shutting down: closing did not finish; exiting anyway');
      exit(1);
    }, graceMs + CLOSE_BACKSTOP_MS);
    backstop.unref();
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'shutting down: closing failed');
      clearTimeout(grace);
      exit(1);
      return;
    }
    clearTimeout(grace);
    clearTimeout(backstop);
    app.log.info({ ms: Date.now() - started }, 'shut down');
    exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
