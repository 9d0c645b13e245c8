import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { TEST_ADMIN, testDialect } from '../helpers/test-app.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGKILL: no shutdown hooks, no flush — a power cut as far as the process knows. */
  kill(): Promise<void>;
  /** SIGTERM and wait (the graceful path). */
  stop(): Promise<void>;
  /** Resolves when the process has exited: its exit code (null when a signal ended it). */
  exit(): Promise<number | null>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** The real server (apps/server/src/main.ts) in its own process on a loopback port. */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ADMIN_KEY: TEST_ADMIN.key,
      // Load from a handful of users on one address; the limits are tested in test/rate-limits/.
      RATE_LIMIT_SCALE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const up = await fetch(`${url}/api/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid as number,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    async exit() {
      await exited(child);
      return child.exitCode;
    },
  };
}

/** Runs SQL that is the same on both engines against the data a server process uses. */
export interface ProcessDatabase {
  dialect: 'sqlite' | 'postgres';
  dataDir: string;
  /** Environment for startServerProcess: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  sqliteFile: string;
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  drop(): Promise<void>;
}

/** A PostgreSQL client tool (pg_restore …) from the machine's binaries. */
export function pgTool(name: string): string {
  const dirs = [
    process.env.PG_BIN,
    '/usr/lib/postgresql/17/bin',
    '/usr/lib/postgresql/16/bin',
    '/usr/lib/postgresql/15/bin',
  ];
  for (const dir of dirs) if (dir && fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  return name;
}

/**
 * A fresh database for server processes: a data directory (SQLite file) or, when the API tests
 * run on PostgreSQL, a fresh database in the test cluster (main.ts has no schema option).
 * `restoreFrom` starts it from a backup (npm run backup): a SQLite copy or a pg_dump file.
 */
export async function createProcessDatabase(options: { restoreFrom?: string } = {}): Promise<ProcessDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-proc-'));
  const sqliteFile = path.join(dataDir, 'tubesphere.db');
  if (options.restoreFrom && testDialect() === 'sqlite') fs.copyFileSync(options.restoreFrom, sqliteFile);
  if (testDialect() === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `proc_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    if (options.restoreFrom) {
      const restored = spawnSync(pgTool('pg_restore'), ['--no-owner', `--dbname=${url}`, options.restoreFrom], {
        encoding: 'utf8',
      });
      if (restored.status !== 0) throw new Error(`pg_restore failed: ${restored.stderr}`);
    }
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    // `drop database … with (force)` below may end a connection the pool is still closing.
    pool.on('error', () => {});
    return {
      dialect: 'postgres',
      dataDir,
      sqliteFile,
      env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
      async query<T>(text: string) {
        return (await pool.query(text)).rows as T[];
      },
      async drop() {
        await pool.end();
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  return {
    dialect: 'sqlite',
    dataDir,
    sqliteFile,
    env: { DATA_DIR: dataDir },
    async query<T>(text: string) {
      const db = new SqliteDatabase(sqliteFile, { readonly: true, fileMustExist: true });
      try {
        return db.prepare(text).all() as T[];
      } finally {
        db.close();
      }
    },
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in client of a server process (cookie jar of one). */
export class ApiClient {
  cookie = '';

  /** A fixed server, or a function that picks one per request (several processes, one client). */
  constructor(private readonly base: string | (() => string)) {}

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const baseUrl = typeof this.base === 'string' ? this.base : this.base();
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const setCookie = response.headers.get('set-cookie');
    const session = setCookie ? /ts_session=([^;]*)/.exec(setCookie)?.[1] : undefined;
    if (session) this.cookie = `ts_session=${session}`;
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, text, json: json as Record<string, unknown> & { [key: string]: unknown } };
  }

  async signUp(email: string, name: string, password = 'password-123') {
    const response = await this.request('POST', '/api/auth/signup', { email, password, user_name: name });
    if (response.status !== 201) throw new Error(`signup ${email}: ${response.status} ${response.text}`);
    return (response.json.user as { user_id: string }).user_id;
  }
}
