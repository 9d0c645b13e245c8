import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SHUTTING_DOWN_MESSAGE } from '../../src/plugins/app/shutdown-gate.ts';
import { testDialect } from '../helpers/test-app.ts';
import { multipartFile, smallPng } from '../security/support.ts';
import {
  ApiClient,
  createProcessDatabase,
  type ProcessDatabase,
  type ServerProcess,
  startServerProcess,
} from './server-process.ts';

/**
 * SIGTERM with clients attached, against the real server process: an idle kept-alive connection
 * and a live notification stream do not hold the exit; a request in flight finishes and the next
 * one on its connection gets the API's Korean 503 with `Connection: close`; an upload that never
 * finishes is cut at SHUTDOWN_GRACE_MS. Each time the process exits 0.
 */

let db: ProcessDatabase | undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.kill();
  await db?.drop();
  server = undefined;
  db = undefined;
});

async function start(graceMs: number) {
  db = await createProcessDatabase();
  server = await startServerProcess({ ...db.env, SHUTDOWN_GRACE_MS: String(graceMs), LOG_LEVEL: 'info' });
  const client = new ApiClient(server.url);
  await client.signUp(`s${Date.now()}@test.kr`, '종료테스트');
  return { server, client, port: Number(new URL(server.url).port) };
}

/** A raw connection: what was received, and whether (and when) the server closed it. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let closedAt: number | null = null;
  socket.on('data', (chunk) => {
    received += chunk.toString('utf8');
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      closedAt = Date.now();
      resolve();
    }),
  );
  return {
    socket,
    closed,
    received: () => received,
    closedAt: () => closedAt,
    connected: new Promise<void>((resolve) => socket.once('connect', () => resolve())),
  };
}

/** When the process exited; its exit code must be 0. */
const exitOf = async (process: ServerProcess) => {
  const code = await process.exit();
  expect(code, process.output()).toBe(0);
  return Date.now();
};

const waitFor = async (check: () => boolean, what: string, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const uploadHead = (cookie: string, headers: Record<string, string>, length: number) =>
  `POST /api/upload/image HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${length}\r\nConnection: keep-alive\r\n\r\n`;

describe(`graceful shutdown on ${testDialect()}`, () => {
  it('closes an idle kept-alive connection and a notification stream at once, and exits 0', async () => {
    // A grace period far longer than the test: only the idle connection or the stream could hold it.
    const { server, client, port } = await start(60_000);
    const idle = connect(port);
    await idle.connected;
    idle.socket.write('GET /api/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    await waitFor(() => idle.received().includes('"ok"') || idle.received().includes('\r\n\r\n{'), 'the first answer');
    const stream = connect(port);
    await stream.connected;
    stream.socket.write(
      `GET /api/notifications/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${client.cookie}\r\nAccept: text/event-stream\r\n\r\n`,
    );
    await waitFor(() => stream.received().includes('text/event-stream'), 'the stream to open');

    const exited = exitOf(server);
    process.kill(server.pid, 'SIGTERM');
    await Promise.all([idle.closed, stream.closed, exited]);
    expect(server.output()).toContain('shut down');
    expect(server.output()).not.toContain('grace period over');
  }, 40_000);

  it('lets an upload in flight finish, answers the next request on its connection with the Korean 503, and exits 0', async () => {
    const { server, client, port } = await start(10_000);
    const upload = multipartFile('image', 'a.png', 'image/png', await smallPng());
    const conn = connect(port);
    await conn.connected;
    const half = Math.floor(upload.payload.length / 2);
    conn.socket.write(uploadHead(client.cookie, upload.headers, upload.payload.length));
    conn.socket.write(upload.payload.subarray(0, half));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exited = exitOf(server);
    process.kill(server.pid, 'SIGTERM');
    await waitFor(() => server.output().includes('shutting down'), 'the shutdown to start');
    // The rest of the upload, and a second request pipelined behind it on the same connection.
    conn.socket.write(upload.payload.subarray(half));
    conn.socket.write('GET /api/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await conn.closed;
    const exitedAt = await exited;

    const answers = conn.received().split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 20[01] /);
    expect(answers[0]).toContain('"url"');
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(answers[1]?.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(answers[1]?.split('\r\n\r\n')[1] ?? '')).toEqual({ error: SHUTTING_DOWN_MESSAGE });
    expect(conn.closedAt()).toBeLessThanOrEqual(exitedAt);
    expect(server.output()).not.toContain('grace period over');
  }, 40_000);

  it('cuts an upload that never finishes once SHUTDOWN_GRACE_MS has passed, and exits 0', async () => {
    const graceMs = 1500;
    const { server, client, port } = await start(graceMs);
    const upload = multipartFile('image', 'a.png', 'image/png', await smallPng());
    const conn = connect(port);
    await conn.connected;
    conn.socket.write(uploadHead(client.cookie, upload.headers, upload.payload.length));
    conn.socket.write(upload.payload.subarray(0, 100));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exited = exitOf(server);
    const signalledAt = Date.now();
    process.kill(server.pid, 'SIGTERM');
    await conn.closed;
    const exitedAt = await exited;
    expect(server.output()).toContain('grace period over');
    expect(server.output()).toContain('shut down');
    // Not a performance figure: the limit is the feature. Well past the grace period, far short
    // of the minute an unbounded wait used to take.
    expect(exitedAt - signalledAt).toBeLessThan(graceMs + 8000);
    expect(exitedAt - signalledAt).toBeGreaterThanOrEqual(graceMs - 100);
  }, 40_000);
});
