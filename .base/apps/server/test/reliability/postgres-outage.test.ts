import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient, repoRoot, type ServerProcess, startServerProcess } from './server-process.ts';

/**
 * PostgreSQL going away under traffic (PostgreSQL only; scripts/run-api-tests.mjs leaves this
 * file out of the SQLite pass). The server runs as a real process against a cluster of its own,
 * which the test can stop and start. Every backend is killed, then the cluster is restarted, in
 * the middle of reads and writes: the process must live through both, answer 503 with a Korean
 * `{ error }` while the database is away, and serve again by itself once it is back.
 */

interface Cluster {
  url: string;
  pause(): void;
  resume(): void;
  stop(): void;
}

const { startPgCluster } = (await import(path.join(repoRoot, 'scripts/pg-cluster.mjs'))) as {
  startPgCluster(): Promise<Cluster | null>;
};

let cluster: Cluster | null = null;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill();
  cluster?.stop();
});

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Status counts and every answer that was neither a success nor an honest 503. */
class Traffic {
  readonly statuses = new Map<number, number>();
  readonly wrong: string[] = [];
  private running = true;
  private readonly loops: Promise<void>[] = [];

  constructor(
    private readonly client: ApiClient,
    private readonly postIds: string[],
  ) {}

  start(workers: number): void {
    for (let worker = 0; worker < workers; worker += 1) this.loops.push(this.loop(worker));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async loop(worker: number): Promise<void> {
    let i = 0;
    while (this.running) {
      i += 1;
      const postId = this.postIds[(worker + i) % this.postIds.length] as string;
      const [method, url, body] =
        i % 3 === 0
          ? (['POST', `/api/posts/${postId}/like`, { type: 'like' }] as const)
          : i % 3 === 1
            ? (['GET', '/api/posts/feed?page=1&limit=5', undefined] as const)
            : (['GET', `/api/posts/${postId}/detail`, undefined] as const);
      try {
        const answer = await this.client.request(method, url, body);
        this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
        const honest503 =
          answer.status === 503 &&
          typeof answer.json?.error === 'string' &&
          /[가-힣]/.test(answer.json.error) &&
          answer.text.length < 300;
        if (answer.status >= 500 && !honest503) this.wrong.push(`${method} ${url}: ${answer.status} ${answer.text}`);
      } catch (error) {
        // A refused or cut connection means the process is gone (or not listening): never expected.
        this.wrong.push(`${method} ${url}: no answer (${(error as Error).message})`);
      }
      await later(10);
    }
  }
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await later(50);
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

const status = async (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
    async (response) => ({ status: response.status, body: await response.text() }),
    () => ({ status: 0, body: '' }),
  );

describe('PostgreSQL outage under traffic', () => {
  it('survives killed backends and a restart: 503 while away, serving again by itself once back', async () => {
    cluster = await startPgCluster();
    if (!cluster) throw new Error('this test needs the PostgreSQL server binaries (apt-get install -y postgresql)');
    const db = cluster;
    server = await startServerProcess({ DATABASE_URL: db.url, DB_WRITE_WAIT_MS: '2000' });
    const base = server.url;

    const client = new ApiClient(base);
    await client.signUp('outage@test.kr', '장애테스트');
    const admin = new ApiClient(base);
    await admin.request('POST', '/api/auth/login', { email: 'admin@test.kr', password: 'admin-password-1' });
    const postIds: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const created = await client.request('POST', '/api/posts/feed', {
        title: `장애 중 글 ${i}`,
        blocks: [{ id: 1, type: 'text', content: '본문' }],
      });
      const postId = (created.json.post as { postId: string }).postId;
      await admin.request('POST', '/api/admin/posts/confirm', { postId });
      postIds.push(postId);
    }

    const traffic = new Traffic(client, postIds);
    traffic.start(4);
    await later(1000);

    // 1. Every backend killed (a failover, an idle timeout, an operator's pg_terminate_backend).
    const killer = new pg.Client({ connectionString: db.url });
    await killer.connect();
    const killed = await killer.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and datname is not null',
    );
    await killer.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    const afterKill = await waitUntil(async () => (await status(`${base}/api/healthz`)).status === 200, 5000);
    await later(1000);

    // 2. The cluster goes down for a while, then comes back on the same address.
    db.pause();
    await later(500);
    const health = await status(`${base}/api/healthz`);
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body).error).toMatch(/[가-힣]/);
    const feed = await status(`${base}/api/posts/feed`);
    expect(feed.status).toBe(503);
    expect(JSON.parse(feed.body).error).toContain('잠시 후 다시 시도해주세요');
    await later(2000);
    db.resume();
    const afterRestart = await waitUntil(async () => (await status(`${base}/api/posts/feed`)).status === 200, 5000);
    await later(1000);
    await traffic.stop();

    const seen = Object.fromEntries(traffic.statuses);
    console.info(
      `PostgreSQL outage: answers ${JSON.stringify(seen)}; serving again ${afterKill} ms after every backend was ` +
        `killed and ${afterRestart} ms after the restart`,
    );
    expect(traffic.wrong).toEqual([]);
    expect(seen[503]).toBeGreaterThan(0);
    expect(seen[200]).toBeGreaterThan(0);
    // Same process throughout: nothing restarted it.
    expect(() => process.kill(server?.pid as number, 0)).not.toThrow();
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    // And it writes again.
    const like = await client.request('POST', `/api/posts/${postIds[0]}/like`, { type: 'like' });
    expect(like.status).toBe(200);
  }, 120_000);
});
