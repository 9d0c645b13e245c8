import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connection.ts';
import { migrateToLatest } from '../../src/db/migrations/index.ts';
import { testDialect } from '../helpers/test-app.ts';
import {
  ApiClient,
  createProcessDatabase,
  type ProcessDatabase,
  repoRoot,
  type ServerProcess,
  startServerProcess,
} from './server-process.ts';
import { WriteLoad } from './write-load.ts';

/**
 * Backups (issue 10 §7): `npm run backup` (scripts/backup.ts) while the server takes writes,
 * then the copy is restored into a fresh database, checked for pending migrations, read, and
 * served by a new server process. SQLite copies the file online; PostgreSQL uses pg_dump.
 */

const dbs: ProcessDatabase[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill();
  for (const db of dbs) await db.drop();
});

/** `npm run backup`, as the operator runs it, against this data. */
function runBackup(env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', '--keep', '5'], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (status) => resolve({ status, output }));
  });
}

const migrationNames = async (db: ProcessDatabase) =>
  (await db.query<{ name: string }>('select name from kysely_migration order by name')).map((row) => row.name);

describe(`backup and restore on ${testDialect()}`, () => {
  it('copies the live database consistently while it is written, and the copy restores and serves', async () => {
    const live = await createProcessDatabase();
    dbs.push(live);
    const server = await startServerProcess(live.env);
    servers.push(server);
    const load = new WriteLoad(server.url);
    await load.setup(3, 4);

    // Writes keep coming while the backup runs.
    let stopping = false;
    const running = load.run(3, () => stopping);
    const backup = await runBackup(live.env);
    stopping = true;
    await running;
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toMatch(/backup written: .*backups\/\d{4}-\d\d-\d\dT[\d-]+Z\.(db|dump)/);
    const dir = path.join(live.dataDir, 'backups');
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).not.toMatch(/partial/);

    const restored = await createProcessDatabase({ restoreFrom: path.join(dir, files[0] as string) });
    dbs.push(restored);
    // Every migration the live database had is in the copy, and none is left to run.
    const names = await migrationNames(restored);
    expect(names).toEqual(await migrationNames(live));
    const handle = openDatabase(
      restored.dialect === 'sqlite'
        ? { kind: 'sqlite', file: restored.sqliteFile }
        : { kind: 'postgres', url: restored.env.DATABASE_URL as string },
    );
    try {
      await migrateToLatest(handle.db, handle.dialect);
    } finally {
      await handle.close();
    }
    expect(await migrationNames(restored)).toEqual(names);

    // The copy is one snapshot: its counters equal its rows, even though writes ran during it.
    const copied = new WriteLoad(server.url);
    const { counterErrors } = await copied.verify(restored);
    expect(counterErrors).toEqual([]);
    const [counts] = await restored.query<{ users: number; posts: number }>(
      'select (select count(*) from "user") as users, (select count(*) from post) as posts',
    );
    expect(Number(counts?.users)).toBeGreaterThanOrEqual(4);
    expect(Number(counts?.posts)).toBeGreaterThanOrEqual(4);
    if (restored.dialect === 'sqlite') {
      expect(fs.readFileSync(restored.sqliteFile).subarray(0, 15).toString()).toBe('SQLite format 3');
    }

    // A server on the restored data answers, and sessions from before the backup still work.
    await server.kill();
    const again = await startServerProcess(restored.env);
    servers.push(again);
    const feed = await new ApiClient(again.url).request('GET', '/api/posts/feed');
    expect(feed.status).toBe(200);
    expect((feed.json.data as { posts: unknown[] }).posts.length).toBeGreaterThan(0);
    await load.checkSessions(again.url);
    expect(load.problems).toEqual([]);
  }, 180_000);
});
