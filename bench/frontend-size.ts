/**
 * `npm run bench:frontend [-- --no-build]`
 * What Chromium actually fetches for `/` and `/post/{id}` on a phone (Playwright's Pixel 7
 * profile, /usr/bin/chromium or CHROME_PATH): the real server (built as it ships, demo data)
 * answers, and every script and stylesheet the page requests is counted — no list read from the
 * build, so a chunk a route's loader fetches is counted too. Two phases per page: until the app
 * has hydrated (html[data-app-ready], apps/web/src/app/app.tsx) — what the first screen costs —
 * and after it until the network is idle (what is loaded later on purpose). Sizes are gzip
 * (level 9, as the server's precompressed assets) of the bodies, and raw. The budget applies to
 * the JavaScript of `/` until hydration. Writes bench/results/frontend.json and .md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { BENCH_PASSWORD } from './content.ts';
import { startAppServer } from './server-process.ts';

const BUDGET_JS_GZIP = 140 * 1024;
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Fetched {
  file: string;
  kind: 'js' | 'css';
  phase: 'first screen' | 'after hydration';
  bytes: number;
  gzip: number;
}

interface PageReport {
  page: string;
  files: Fetched[];
  js: { bytes: number; gzip: number; gzipAfter: number };
  css: { bytes: number; gzip: number };
}

const kb = (n: number) => (n / 1024).toFixed(1);
const sum = (files: Fetched[], kind: 'js' | 'css', phase: Fetched['phase'], field: 'bytes' | 'gzip') =>
  files.filter((f) => f.kind === kind && f.phase === phase).reduce((total, f) => total + f[field], 0);

async function measure(browser: import('@playwright/test').Browser, url: string, label: string): Promise<PageReport> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const pending: Promise<Omit<Fetched, 'phase'> | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => ({
          file: new URL(response.url()).pathname,
          kind: type === 'script' ? 'js' : 'css',
          bytes: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
        }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Work scheduled for idle time after hydration (requestIdleCallback, timers) gets its chance.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  // The app marks the moment it answers to input (apps/web/src/app/app.tsx) on the page's own
  // clock: a file belongs to the first screen when the page asked for it before then. (Node
  // learns of the attribute a little later; a file asked for right after must not count.)
  const { readyAt, started } = (await page.evaluate(`({
    readyAt: performance.getEntriesByName('app-ready')[0]?.startTime,
    started: performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      startTime: entry.startTime,
    })),
  })`)) as { readyAt: number | undefined; started: { path: string; startTime: number }[] };
  if (readyAt === undefined) throw new Error('the app set no app-ready mark');
  const startOf = new Map(started.map((entry) => [entry.path, entry.startTime]));
  const phaseOf = (file: string): Fetched['phase'] =>
    (startOf.get(file) ?? Number.POSITIVE_INFINITY) < readyAt ? 'first screen' : 'after hydration';
  const files = (await Promise.all(pending))
    .filter((f): f is Omit<Fetched, 'phase'> => f !== null)
    .map((f) => ({ ...f, phase: phaseOf(f.file) }));
  await context.close();
  files.sort((a, b) => (a.phase === b.phase ? b.gzip - a.gzip : a.phase === 'first screen' ? -1 : 1));
  return {
    page: label,
    files,
    js: {
      bytes: sum(files, 'js', 'first screen', 'bytes'),
      gzip: sum(files, 'js', 'first screen', 'gzip'),
      gzipAfter: sum(files, 'js', 'after hydration', 'gzip'),
    },
    css: { bytes: sum(files, 'css', 'first screen', 'bytes'), gzip: sum(files, 'css', 'first screen', 'gzip') },
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-frontend-'));
const server = await startAppServer({
  DATA_DIR: dataDir,
  SEED_DEMO: '1',
  ADMIN_EMAIL: 'admin@bench.kr',
  ADMIN_PASSWORD: BENCH_PASSWORD,
});
const browser = await chromium.launch({ executablePath: chrome });
try {
  const feed = (await (await fetch(`${server.url}/api/posts/feed?limit=1`)).json()) as {
    data: { posts: { postId: string }[] };
  };
  const postId = feed.data.posts[0]?.postId;
  if (!postId) throw new Error('no post to open');
  // A first visit warms the server's renderer; the figures come from a fresh browser context each.
  await measure(browser, `${server.url}/`, '/');
  const pages = [
    await measure(browser, `${server.url}/`, '/'),
    await measure(browser, `${server.url}/post/${postId}`, '/post/{id}'),
  ];
  const home = pages[0] as PageReport;
  const report = {
    date: new Date().toISOString(),
    loadAverage: Number((os.loadavg()[0] ?? 0).toFixed(2)),
    device: 'Pixel 7 (Playwright), Chromium',
    page: '/',
    js: { bytes: home.js.bytes, gzip: home.js.gzip, gzipAfterHydration: home.js.gzipAfter, budgetGzip: BUDGET_JS_GZIP },
    css: home.css,
    withinBudget: home.js.gzip <= BUDGET_JS_GZIP,
    pages,
  };
  const repoRoot = path.resolve(import.meta.dirname, '..');
  fs.writeFileSync(path.join(repoRoot, 'bench/results/frontend.json'), `${JSON.stringify(report, null, 2)}\n`);
  const md = [
    `### Front end — what Chromium fetches on a phone (${report.date.slice(0, 10)}, ${report.device}, gzip level 9)`,
    '',
    ...pages.flatMap((p) => [
      `**${p.page}**: JavaScript until hydrated **${kb(p.js.gzip)} KB gzip** (${kb(p.js.bytes)} KB raw)${p.page === '/' ? ` against a budget of ${kb(BUDGET_JS_GZIP)} KB — ${report.withinBudget ? 'within budget' : 'OVER budget'}` : ''}; after hydration ${kb(p.js.gzipAfter)} KB more. CSS ${kb(p.css.gzip)} KB gzip.`,
      '',
      '| file | kind | fetched | raw KB | gzip KB |',
      '|---|---|---|---:|---:|',
      ...p.files.map((f) => `| ${f.file} | ${f.kind} | ${f.phase} | ${kb(f.bytes)} | ${kb(f.gzip)} |`),
      '',
    ]),
    `Load average (1 min) at the end: ${report.loadAverage}. Sizes do not depend on it.`,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(repoRoot, 'bench/results/frontend.md'), md);
  console.log(md);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
