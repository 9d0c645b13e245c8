// Builds the web app and the server (each only when its sources changed), checks for Chromium,
// then runs the Playwright suite against real, compiled servers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const message = `Chromium not found at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH)`;
  if (process.env.CI) {
    console.error(`FAILED: ${message}; CI must run every suite.`);
    process.exit(1);
  }
  console.warn(`\n!!!!!!!!!! SKIPPED: e2e tests — ${message} !!!!!!!!!!\n`);
  process.exit(0);
}

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (!process.env.E2E_SKIP_BUILD) {
  // WEB_OUT_DIR lets parallel checkouts build without overwriting each other's dist.
  const outDir = process.env.WEB_DIST_DIR;
  if (run(process.execPath, ['scripts/build.mjs'], outDir ? { WEB_OUT_DIR: outDir } : {}) !== 0) process.exit(1);
}
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
