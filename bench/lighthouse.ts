/**
 * `npm run bench:lighthouse [-- --no-build --runs 3]`
 * Builds the web app (production, with its server renderer) into a temp folder, starts the real server on a fresh demo
 * database (or the benchmark one with --bench-data), and runs Lighthouse (mobile settings, the
 * default: Moto G Power viewport, slow 4G, 4x CPU slowdown) with Debian's Chromium on `/` and on
 * `/post/{id}`. Each page runs `--runs` times; the median performance run is kept. Writes
 * bench/results/lighthouse.json and .md. Figures, not assertions.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { numberArg, readArgs } from './args.ts';
import { BENCH_PASSWORD } from './content.ts';
import { startAppServer } from './server-process.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const args = readArgs();
const runs = numberArg(args, 'runs', 3);
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }>;
}

if (!fs.existsSync(chrome)) {
  console.error(`Chromium not found at ${chrome} (apt-get install -y chromium, or set CHROME_PATH)`);
  process.exit(1);
}

const webDist = path.join(os.tmpdir(), 'ts-lighthouse-web');
if (!args.has('no-build')) {
  // The browser build and the server renderer, as `npm run build` makes them.
  const built = spawnSync(process.execPath, ['scripts/build.mjs', 'web', '--force'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, WEB_OUT_DIR: webDist },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-lighthouse-'));
if (args.has('bench-data')) fs.copyFileSync('bench/data/tubesphere.db', path.join(dataDir, 'tubesphere.db'));
const server = await startAppServer({
  DATA_DIR: dataDir,
  WEB_DIST_DIR: webDist,
  SEED_DEMO: args.has('bench-data') ? '0' : '1',
  ADMIN_EMAIL: 'admin@bench.kr',
  ADMIN_PASSWORD: BENCH_PASSWORD,
});

/** One Lighthouse run; Chromium now and then fails to record the trace (NO_NAVSTART): try again. */
function lighthouse(url: string, attempts = 3): LighthouseResult {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  retrying ${url} (${(error as Error).message})`);
    }
  }
}

function lighthouseOnce(url: string): LighthouseResult {
  const out = path.join(dataDir, `lh-${Date.now()}.json`);
  const result = spawnSync(
    path.join(repoRoot, 'node_modules/.bin/lighthouse'),
    [
      url,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  if (process.env.LIGHTHOUSE_KEEP) fs.copyFileSync(out, path.join(process.env.LIGHTHOUSE_KEEP, path.basename(out)));
  return JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseResult;
}

const score = (r: LighthouseResult, category: string) => Math.round((r.categories[category]?.score ?? 0) * 100);

try {
  const feed = (await (await fetch(`${server.url}/api/posts/feed?limit=1`)).json()) as {
    data: { posts: { postId: string }[] };
  };
  const postId = feed.data.posts[0]?.postId;
  if (!postId) throw new Error('no post to open');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'post', path: `/post/${postId}` },
  ];
  const report = [];
  for (const page of pages) {
    const results = Array.from({ length: runs }, () => lighthouse(`${server.url}${page.path}`));
    results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const median = results[Math.floor(results.length / 2)] as LighthouseResult;
    const failing = Object.entries(median.audits)
      .filter(([, a]) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
      .filter(([id]) => !(METRICS as readonly string[]).includes(id))
      .map(([id, a]) => ({ id, title: a.title, score: a.score, displayValue: a.displayValue ?? '' }));
    report.push({
      page: page.path,
      runs,
      performanceAllRuns: results.map((r) => score(r, 'performance')),
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(median, c)])),
      metrics: Object.fromEntries(METRICS.map((m) => [m, median.audits[m]?.displayValue ?? ''])),
      failing,
    });
    console.log(`${page.path}: ${CATEGORIES.map((c) => `${c} ${score(median, c)}`).join(', ')}`);
  }

  const data = {
    date: new Date().toISOString(),
    chromium: chrome,
    settings: 'Lighthouse default mobile (emulated Moto G Power, slow 4G, 4x CPU slowdown)',
    data: args.has('bench-data') ? 'benchmark database' : 'demo database',
    pages: report,
  };
  fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(repoRoot, 'bench/results/lighthouse.json'), `${JSON.stringify(data, null, 2)}\n`);
  const md = [
    `### Lighthouse — ${data.date.slice(0, 10)}, mobile, ${data.data}, median of ${runs} runs`,
    '',
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...report.map(
      (r) =>
        `| \`${r.page.replace(/post\d+$/, 'post{id}')}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.metrics['first-contentful-paint']} | ${r.metrics['largest-contentful-paint']} | ${r.metrics['total-blocking-time']} | ${r.metrics['cumulative-layout-shift']} |`,
    ),
    '',
    'Audits not passed (median run):',
    '',
    ...report.flatMap((r) => [
      `- \`${r.page.replace(/post\d+$/, 'post{id}')}\`: ${r.failing.length === 0 ? 'none' : r.failing.map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`).join('; ')}`,
    ]),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(repoRoot, 'bench/results/lighthouse.md'), md);
  console.log(`\n${md}`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
