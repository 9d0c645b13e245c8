import { afterAll, describe, expect, it } from 'vitest';
import { type FakeProviders, fakeProviderEnv, startFakeProviders } from '../../src/fakes/index.ts';
import { TEST_ADMIN, testDialect } from '../helpers/test-app.ts';
import {
  ApiClient,
  createProcessDatabase,
  type ProcessDatabase,
  type ServerProcess,
  startServerProcess,
} from './server-process.ts';

/**
 * The ranking collector runs in one process at a time, whichever process is asked (README
 * "Scaling out"): two server processes on one PostgreSQL, both asked to collect at the same
 * moment, make one run; a process killed mid-run leaves the lock to the other. PostgreSQL only
 * (listed in POSTGRES_ONLY in scripts/run-api-tests.mjs): SQLite is one process per file.
 */
const onPostgres = testDialect() === 'postgres';

let db: ProcessDatabase | undefined;
let fakes: FakeProviders | undefined;
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill();
  await db?.drop();
  await fakes?.close();
});

async function adminOf(server: ServerProcess) {
  const client = new ApiClient(server.url);
  const login = await client.request('POST', '/api/auth/login', {
    email: TEST_ADMIN.email,
    password: TEST_ADMIN.password,
  });
  expect(login.status).toBe(200);
  return client;
}

async function runs(database: ProcessDatabase) {
  return database.query<{ run_id: number; status: string }>(
    'select run_id, status from ranking_collector_run order by run_id',
  );
}

async function waitUntil(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!onPostgres)('ranking collector: one runner across two processes (PostgreSQL pass only)', () => {
  it('starts one run when both processes are asked at once, and survives the runner being killed', async () => {
    // Each YouTube answer takes a little while, so a run is still going when the other process is asked.
    fakes = await startFakeProviders({ youtubeLatencyMs: 40 });
    db = await createProcessDatabase();
    const env = { ...db.env, ...fakeProviderEnv(fakes) };
    const one = await startServerProcess(env);
    servers.push(one);
    const two = await startServerProcess(env);
    servers.push(two);
    const [adminOne, adminTwo] = await Promise.all([adminOf(one), adminOf(two)]);
    const start = (client: ApiClient) => client.request('POST', '/api/admin/ranking-collector/runs', {});

    const answers = await Promise.all([start(adminOne), start(adminTwo), start(adminOne), start(adminTwo)]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.json.error).toBe('이미 수집이 진행 중입니다. 끝난 뒤 다시 시도해주세요.');
    }
    await waitUntil(async () => (await runs(db!)).every((run) => run.status !== 'running'), 'the first run');
    expect((await runs(db)).map((run) => run.status)).toEqual(['succeeded']);

    // Process two starts a run and dies in the middle of it: its lock goes with its connection.
    expect((await start(adminTwo)).status).toBe(202);
    await waitUntil(async () => (await runs(db!)).length === 2, 'the second run to begin');
    await two.kill();
    let restarted = await start(adminOne);
    await waitUntil(async () => {
      if (restarted.status === 202) return true;
      expect(restarted.status).toBe(409);
      restarted = await start(adminOne);
      return restarted.status === 202;
    }, 'the lock of the killed process to be released');
    await waitUntil(async () => (await runs(db!)).every((run) => run.status !== 'running'), 'the third run');
    expect((await runs(db)).map((run) => run.status)).toEqual(['succeeded', 'interrupted', 'succeeded']);

    // The rankings both processes answer come from those runs.
    const ranking = await new ApiClient(one.url).request('GET', '/api/rankings/videos?period=month&region=KR');
    expect(ranking.json.source).toBe('live');
  }, 180_000);
});
