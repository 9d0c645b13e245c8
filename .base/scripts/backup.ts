/**
 * `npm run backup [-- --keep 14]`
 * A consistent copy of the database, safe while the server is running, into
 * $DATA_DIR/backups/<UTC timestamp>.db (SQLite) or .dump (PostgreSQL).
 *
 * SQLite: SQLite's online backup API (better-sqlite3 `db.backup()`), copying every page in one
 * step so the copy is one snapshot even while the server writes; the copy is then opened and
 * checked (`pragma integrity_check`) before it gets its final name.
 * PostgreSQL (DATABASE_URL set): `pg_dump --format=custom` (one snapshot, too); restore with
 * `pg_restore --dbname <url> <file>` (README "Backups"). Exit status is non-zero on any failure.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { loadConfig } from '../apps/server/src/config.ts';
import { loadEnvFile } from '../apps/server/src/startup/env-file.ts';

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

function keepArg(): number | null {
  const index = process.argv.indexOf('--keep');
  if (index === -1) return null;
  const keep = Number(process.argv[index + 1]);
  if (!Number.isInteger(keep) || keep < 1) throw new Error('--keep must be a whole number of backups (1 or more)');
  return keep;
}

/** Leaves the newest `keep` backups (names sort by time), deletes the rest. */
function prune(dir: string, keep: number | null): void {
  if (keep === null) return;
  const backups = fs
    .readdirSync(dir)
    .filter((name) => /^\d{4}-\d\d-\d\dT.*\.(db|dump)$/.test(name))
    .sort();
  for (const name of backups.slice(0, Math.max(0, backups.length - keep))) fs.rmSync(path.join(dir, name));
}

async function backupSqlite(file: string, dir: string): Promise<string> {
  if (!fs.existsSync(file)) throw new Error(`no database at ${file} (is DATA_DIR right?)`);
  const target = path.join(dir, `${stamp()}.db`);
  const partial = `${target}.partial`;
  const source = new SqliteDatabase(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // All remaining pages in one step: one read transaction, so one consistent snapshot, and no
    // restart when the server commits in between (steps of 100 pages would start over).
    await source.backup(partial, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(partial, { fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${String(check)}`);
    // A self-contained file: no -wal beside it that a restore could forget.
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  fs.renameSync(partial, target);
  return target;
}

function findPgDump(): string | null {
  const dirs = [
    process.env.PG_BIN,
    '/usr/lib/postgresql/17/bin',
    '/usr/lib/postgresql/16/bin',
    '/usr/lib/postgresql/15/bin',
  ];
  for (const dir of dirs) if (dir && fs.existsSync(path.join(dir, 'pg_dump'))) return path.join(dir, 'pg_dump');
  return spawnSync('pg_dump', ['--version']).status === 0 ? 'pg_dump' : null;
}

function backupPostgres(url: string, dir: string): string {
  const pgDump = findPgDump();
  if (!pgDump) {
    throw new Error(
      'pg_dump not found (apt-get install -y postgresql-client, or set PG_BIN); see README "Backups" to run it yourself',
    );
  }
  const target = path.join(dir, `${stamp()}.dump`);
  const result = spawnSync(pgDump, ['--format=custom', '--no-owner', `--file=${target}.partial`, `--dbname=${url}`], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`pg_dump failed with status ${result.status}`);
  fs.renameSync(`${target}.partial`, target);
  return target;
}

async function main(): Promise<void> {
  // The same settings the server runs with, .env included.
  loadEnvFile();
  const config = loadConfig();
  const dir = path.join(config.dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const keep = keepArg();
  const started = Date.now();
  const target =
    config.database.kind === 'sqlite'
      ? await backupSqlite(config.database.file, dir)
      : backupPostgres(config.database.url, dir);
  prune(dir, keep);
  const size = (fs.statSync(target).size / 1024 / 1024).toFixed(1);
  process.stdout.write(`backup written: ${target} (${size} MB, ${Date.now() - started} ms)\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
