import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const E2E_ADMIN = { email: 'admin@e2e.kr', password: 'admin-e2e-password', key: 'e2e-admin-key' };
const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
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

/** What ships: the compiled server (`npm run build`; scripts/run-e2e.mjs builds it first). */
const SERVER_ENTRY = path.join(repoRoot, 'apps/server/dist/main.js');

/**
 * The real server, compiled, in its own process on a free port, with a fresh data directory
 * and the built web app.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-e2e-'));
  const webDist = process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist');
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      SEED_DEMO: '1',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_KEY: E2E_ADMIN.key,
      LOG_LEVEL: 'warn',
      // Every test signs up and logs in from 127.0.0.1; the limits themselves are API-tested.
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
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let ready = false;
  while (!ready && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    ready = await fetch(`${baseURL}/api/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 150));
  }
  if (!ready) throw new Error(`server did not start:\n${output}`);
  return {
    baseURL,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
