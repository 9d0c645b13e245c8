// API tests run twice: on SQLite, then on PostgreSQL (a throw-away cluster, or TEST_DATABASE_URL).
import { spawnSync } from 'node:child_process';
import { startPgCluster } from './pg-cluster.mjs';

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
];
const vitest = (env, exclude = []) =>
  spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'api', ...exclude.flatMap((file) => ['--exclude', file]), ...extraArgs],
    {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  ).status;

console.log('\n=== API tests on SQLite ===');
if (vitest({ TEST_DB: 'sqlite' }, POSTGRES_ONLY) !== 0) process.exit(1);

console.log('\n=== API tests on PostgreSQL ===');
let cluster = null;
let url = process.env.TEST_DATABASE_URL;
if (!url) {
  cluster = await startPgCluster();
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
  status = vitest({ TEST_DB: 'postgres', TEST_DATABASE_URL: url });
} finally {
  cluster?.stop();
}
process.exit(status ?? 1);
