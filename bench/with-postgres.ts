/**
 * `npm run bench:postgres [-- --posts 100000 --duration 10 --connections 50 --no-cache]`
 * (`--report file.json` keeps the generation's timings, `--data-only` stops after generating.)
 * The PostgreSQL variant of the benchmark, from nothing: starts a throw-away cluster from the
 * machine's PostgreSQL binaries (scripts/pg-cluster.mjs: fsync off, as the API tests run it),
 * generates the data set into it, runs bench/run.ts with DATABASE_URL (results in
 * bench/results/postgres.{json,md}), and removes the cluster. With DATABASE_URL already set it
 * uses that database instead and leaves it in place.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readArgs } from './args.ts';

interface Cluster {
  url: string;
  stop(): void;
}

const repoRoot = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const options = readArgs(args);
const passOn = (names: string[]) =>
  names.flatMap((name) => {
    const value = options.get(name);
    if (value === undefined) return [];
    return value === 'true' ? [`--${name}`] : [`--${name}`, value];
  });

const run = (script: string, scriptArgs: string[], databaseUrl: string) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...scriptArgs], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  if (result.status !== 0) throw new Error(`${script} failed (${result.status})`);
};

// scripts/pg-cluster.mjs is plain JavaScript shared with the test runner.
const { startPgCluster } = (await import(path.join(repoRoot, 'scripts/pg-cluster.mjs'))) as {
  startPgCluster(): Promise<Cluster | null>;
};
const cluster = process.env.DATABASE_URL ? null : await startPgCluster();
const url = process.env.DATABASE_URL ?? cluster?.url;
if (!url) {
  console.error('PostgreSQL binaries not found (apt-get install -y postgresql), and no DATABASE_URL given');
  process.exit(1);
}
try {
  if (!options.has('skip-data')) run('bench/generate-data.ts', passOn(['posts', 'users', 'report']), url);
  if (!options.has('data-only'))
    run('bench/run.ts', passOn(['posts', 'duration', 'connections', 'warmup', 'only', 'no-cache', 'name']), url);
} finally {
  cluster?.stop();
}
