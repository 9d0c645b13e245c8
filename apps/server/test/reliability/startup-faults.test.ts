import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../helpers/test-app.ts';
import { createProcessDatabase, freePort, type ProcessDatabase, repoRoot } from './server-process.ts';

/**
 * An operator's mistake at start (a port in use, an unknown HOST, a folder the server cannot
 * write) stops the server with one line naming the problem and its fix, exit status 1, before
 * it migrates or seeds anything; the stack only with LOG_LEVEL=debug.
 */

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

const asRoot = process.getuid?.() === 0;

function runServer(env: Record<string, string>, options: { asNobody?: boolean } = {}): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // root writes anywhere: the read-only case runs as an ordinary user.
      ...(options.asNobody && asRoot ? { uid: 65534, gid: 65534 } : {}),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not stop:\n${stdout}\n${stderr}`));
    }, 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** One line on stderr, nothing on stdout, no stack frames. */
function expectOneLine(exit: Exit, pattern: RegExp): void {
  expect(exit.code, exit.stderr).toBe(1);
  expect(exit.stdout).toBe('');
  const lines = exit.stderr.trim().split('\n');
  expect(lines, exit.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^시작할 수 없습니다: /);
  expect(lines[0]).toMatch(pattern);
  expect(exit.stderr).not.toMatch(/\n\s+at /);
}

let database: ProcessDatabase;
let occupied: net.Server;
let busyPort: number;

beforeAll(async () => {
  database = await createProcessDatabase();
  busyPort = await freePort();
  occupied = net.createServer();
  await new Promise<void>((resolve) => occupied.listen(busyPort, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => occupied?.close(resolve));
  await database?.drop();
});

describe(`start-up faults on ${testDialect()}`, () => {
  it('UPLOAD_STORAGE=s3 without its settings names each missing one', async () => {
    const exit = await runServer({
      ...database.env,
      PORT: String(await freePort()),
      UPLOAD_STORAGE: 's3',
      S3_BUCKET: 'uploads',
    });
    expect(exit.code, exit.stderr).toBe(1);
    expect(exit.stderr).toMatch(/^시작할 수 없습니다: Invalid configuration/);
    for (const name of ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      expect(exit.stderr).toContain(`${name}: must be set when UPLOAD_STORAGE=s3`);
    expect(exit.stderr).not.toContain('S3_BUCKET');
    expect(exit.stderr).not.toMatch(/\n\s+at /);
  });

  it('a bucket that does not answer stops the server before it migrates, naming the S3 settings', async () => {
    const exit = await runServer({
      ...database.env,
      PORT: String(await freePort()),
      UPLOAD_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      S3_BUCKET: 'uploads',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    });
    // The one line is the whole of stderr: on Node 22 the AWS SDK has no version warning to add.
    expectOneLine(exit, /S3 버킷 uploads\(http:\/\/127\.0\.0\.1:\d+\)에 파일을 쓸 수 없습니다.*S3_ENDPOINT, S3_BUCKET/);
    if (database.dialect === 'sqlite') expect(fs.existsSync(database.sqliteFile)).toBe(false);
    else expect(await database.query("select 1 from pg_tables where tablename = 'user'")).toEqual([]);
  });

  it('a port in use stops the server before it migrates, naming PORT', async () => {
    const exit = await runServer({ ...database.env, PORT: String(busyPort) });
    expectOneLine(exit, new RegExp(`포트 ${busyPort}.*이미 다른 프로그램이 쓰고 있습니다.*PORT`));
    // Nothing was migrated or seeded: the database is as empty as it was made.
    if (database.dialect === 'sqlite') expect(fs.existsSync(database.sqliteFile)).toBe(false);
    else expect(await database.query("select 1 from pg_tables where tablename = 'user'")).toEqual([]);
  });

  it('an unknown HOST names HOST and what to set it to', async () => {
    const exit = await runServer({ ...database.env, PORT: String(await freePort()), HOST: 'no-such-host.invalid' });
    expectOneLine(exit, /HOST no-such-host\.invalid의 주소를 찾을 수 없습니다.*127\.0\.0\.1/);
  });

  it('a DATA_DIR the server cannot write names DATA_DIR and the folder', async () => {
    const readOnly = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-readonly-'));
    fs.chmodSync(readOnly, 0o555);
    try {
      const dataDir = path.join(readOnly, 'data');
      const exit = await runServer(
        { ...database.env, DATA_DIR: dataDir, PORT: String(await freePort()) },
        { asNobody: true },
      );
      expectOneLine(exit, new RegExp(`DATA_DIR 폴더 ${dataDir}.*에 쓸 수 없습니다 \\(EACCES\\)`));
    } finally {
      fs.rmSync(readOnly, { recursive: true, force: true });
    }
  });

  it('shows the stack of the same fault with LOG_LEVEL=debug', async () => {
    const exit = await runServer({ ...database.env, PORT: String(busyPort), LOG_LEVEL: 'debug' });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(/StartupError: 포트/);
    expect(exit.stderr).toMatch(/\n\s+at /);
  });
});
