// API tests run twice: on SQLite, then on PostgreSQL (a throw-away cluster, or TEST_DATABASE_URL).
// Ctrl-C or SIGTERM stops the running suite and the cluster with it: a cluster left behind would
// keep its port and its files until someone noticed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startPgCluster } from './pg-cluster.mjs';

// vitest itself rather than through npx, so that a signal sent to this script reaches it.
const vitestCli = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

const extraArgs = process.argv.slice(2);
// Two server processes on one database is a PostgreSQL deployment (README "Scaling out"), and
// database roles exist only there; the SQLite pass leaves those files out rather than reporting
// them skipped.
const POSTGRES_ONLY = [
  'apps/server/test/reliability/scale-out.test.ts',
  // Stops and restarts a PostgreSQL cluster of its own under traffic.
  'apps/server/test/reliability/postgres-outage.test.ts',
  // PostgreSQL roles: the SQL tool's role when DATABASE_URL is not a superuser.
  'apps/server/test/admin/sql-tool-role.test.ts',
  // Two processes race to collect rankings; one runs.
  'apps/server/test/reliability/collector-single-runner.test.ts',
];

let child = null;
/** The cluster being started or running: a signal during its start stops it once it is up. */
let cluster = null;
let stopping = false;

function stopAndExit(signal) {
  if (stopping) return;
  stopping = true;
  console.warn(`\n${signal}: stopping the API tests${cluster ? ' and the PostgreSQL cluster' : ''}`);
  const finish = () =>
    Promise.resolve(cluster)
      .then((running) => running?.stop())
      .finally(() => process.exit(130));
  if (child && child.exitCode === null && child.signalCode === null) {
    child.once('exit', finish);
    child.kill(signal);
  } else finish();
}
process.on('SIGINT', () => stopAndExit('SIGINT'));
process.on('SIGTERM', () => stopAndExit('SIGTERM'));

const vitest = (env, exclude = []) =>
  new Promise((resolve) => {
    child = spawn(
      process.execPath,
      [vitestCli, 'run', '--project', 'api', ...exclude.flatMap((file) => ['--exclude', file]), ...extraArgs],
      { stdio: 'inherit', env: { ...process.env, ...env } },
    );
    // After a signal, stopAndExit owns the ending (it stops the cluster first).
    child.once('exit', (code) => (stopping ? undefined : resolve(code ?? 1)));
  });

console.log('\n=== API tests on SQLite ===');
if ((await vitest({ TEST_DB: 'sqlite' }, POSTGRES_ONLY)) !== 0) process.exit(1);

console.log('\n=== API tests on PostgreSQL ===');
let url = process.env.TEST_DATABASE_URL;
if (!url) {
  cluster = startPgCluster();
  cluster = await cluster;
  if (!cluster) {
    const message = 'PostgreSQL binaries not found (apt-get install -y postgresql, or set TEST_DATABASE_URL)';
    if (process.env.CI) {
      console.error(`FAILED: ${message}; CI must run every suite.`);
      process.exit(1);
    }
    console.warn(`\n!!!!!!!!!! SKIPPED: API tests on PostgreSQL — ${message} !!!!!!!!!!\n`);
    process.exit(0);
  }
  url = cluster.url;
}
let status = 1;
try {
  status = await vitest({ TEST_DB: 'postgres', TEST_DATABASE_URL: url });
} finally {
  if (!stopping) cluster?.stop();
}
process.exit(status);
