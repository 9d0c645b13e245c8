import { spawnSync } from 'node:child_process';
import { startPgCluster } from './scripts/pg-cluster.mjs';
const cluster = await startPgCluster();
let status = 1;
try {
  const r = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, TEST_DB: 'postgres', TEST_DATABASE_URL: cluster.url } });
  status = r.status ?? 1;
} finally { await cluster.stop(); }
process.exit(status);
