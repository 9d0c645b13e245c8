import { afterAll, describe, expect, it } from 'vitest';
import { testDialect } from '../helpers/test-app.ts';
import {
  createProcessDatabase,
  freePort,
  type ProcessDatabase,
  type ServerProcess,
  startServerProcess,
} from './server-process.ts';
import { WriteLoad } from './write-load.ts';

/**
 * Crash safety (issue 10 §4): the real server process takes concurrent writes, is SIGKILLed in
 * the middle of them, restarts on the same data, and every write a client saw acknowledged must
 * be there, with counters equal to their rows. On SQLite, and on PostgreSQL in the PostgreSQL pass.
 */

const KILLS = 3;
const WORKERS = 8;

let db: ProcessDatabase | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill();
  await db?.drop();
});

describe(`crash safety on ${testDialect()}`, () => {
  it('loses no acknowledged write when the server is SIGKILLed mid-load, again and again', async () => {
    db = await createProcessDatabase();
    const port = await freePort();
    const env = db.env;
    server = await startServerProcess(env, port);

    // Workers wait at the gate while the process is down.
    let open: Promise<void> = Promise.resolve();
    let reopen = () => {};
    const load = new WriteLoad(server.url, () => open);
    await load.setup(6, 4);

    let stopping = false;
    const running = load.run(WORKERS, () => stopping);
    let kills = 0;
    for (let cycle = 0; cycle < KILLS; cycle += 1) {
      // Let writes pile up (a random moment, so the kill lands in different places), then kill.
      const before = load.stats.acknowledged;
      const deadline = Date.now() + 10_000;
      const target = before + 40 + Math.floor(Math.random() * 60);
      while (load.stats.acknowledged < target && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      open = new Promise((resolve) => {
        reopen = resolve;
      });
      await server.kill();
      kills += 1;
      server = await startServerProcess(env, port);
      reopen();
      open = Promise.resolve();
    }
    // A last stretch of writes on the final process, then verify against it.
    const last = load.stats.acknowledged + 40;
    const deadline = Date.now() + 10_000;
    while (load.stats.acknowledged < last && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stopping = true;
    await running;

    await load.checkSessions();
    const { lost, counterErrors, checked } = await load.verify(db);
    console.info(
      `crash safety (${testDialect()}): ${kills} SIGKILLs survived, ${load.stats.acknowledged} acknowledged writes ` +
        `(${checked} end states checked), ${load.stats.unanswered} requests cut off by a kill, ` +
        `lost writes: ${lost.length}, counter mismatches: ${counterErrors.length}`,
    );
    expect(load.problems).toEqual([]);
    expect(lost).toEqual([]);
    expect(counterErrors).toEqual([]);
    expect(load.stats.acknowledged).toBeGreaterThan(KILLS * 40);
    expect(kills).toBe(KILLS);
  }, 180_000);
});
