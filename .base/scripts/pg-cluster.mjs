// Starts a throw-away PostgreSQL cluster from the machine's binaries (DESIGN §5).
// PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function findPgBin() {
  const candidates = [
    process.env.PG_BIN,
    '/usr/lib/postgresql/17/bin',
    '/usr/lib/postgresql/16/bin',
    '/usr/lib/postgresql/15/bin',
  ];
  for (const dir of candidates) if (dir && fs.existsSync(path.join(dir, 'initdb'))) return dir;
  const which = spawnSync('which', ['initdb'], { encoding: 'utf8' });
  return which.status === 0 ? path.dirname(which.stdout.trim()) : null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startPgCluster() {
  const bin = findPgBin();
  if (!bin) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (tool, args) => {
    const cmd = asRoot ? 'runuser' : path.join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const port = await freePort();
  run('initdb', ['-D', path.join(dir, 'db'), '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      path.join(dir, 'db'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Shuts the server down (fast: clients are disconnected), keeping the data: an outage. */
    pause() {
      run('pg_ctl', ['-D', path.join(dir, 'db'), '-m', 'fast', '-w', 'stop']);
    },
    /** Starts it again on the same port and data, and waits until it accepts connections. */
    resume: start,
    stop() {
      try {
        run('pg_ctl', ['-D', path.join(dir, 'db'), '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
