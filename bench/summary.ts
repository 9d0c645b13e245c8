/**
 * `npm run bench:summary`
 * Puts every figure of bench/results/*.json against its target (docs/architecture.md#performance) into the table between
 * the `figures` markers of bench/results/README.md (the rest of that file is written by hand).
 */
import fs from 'node:fs';
import path from 'node:path';
import { millionComparisons, millionGeneration } from './million.ts';

interface Row {
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  ceilingRequestsPerSecond: number;
  ceilingRatio: number;
  alongside?: { idle: { p99: number }; during: { p99: number; requestsPerSecond: number } };
  eventLoopDelayMs?: { p99: number };
}
interface LoadReport {
  loadAverage?: { before: number; after: number };
  date: string;
  machine: string;
  duration: number;
  connections: number;
  rows: Row[];
}
interface FrontendReport {
  js: { gzip: number; budgetGzip: number };
  css: { gzip: number };
}
interface LighthouseReport {
  pages: { page: string; scores: Record<string, number>; metrics: Record<string, string> }[];
}

const dir = path.resolve(import.meta.dirname, 'results');
const read = <T>(name: string): T | null => {
  const file = path.join(dir, `${name}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null;
};
const engines = [
  ['SQLite', read<LoadReport>('sqlite')],
  ['PostgreSQL', read<LoadReport>('postgres')],
] as const;
// Likes and comments re-run on their own (`--only` the four write scenarios, 10k posts) after a
// change to those paths: their rows replace the full run's, dated apart in the Runs line.
const writeRuns = { SQLite: read<LoadReport>('writes-sqlite'), PostgreSQL: read<LoadReport>('writes-postgres') };
// The distinct-search storm at 100k posts, from the million-post comparison's quiet 100k runs
// when the full run predates the scenario.
const distinctRuns = {
  SQLite: read<LoadReport>('million/sqlite-100k'),
  PostgreSQL: read<LoadReport>('million/postgres-100k'),
};
const uncached = read<LoadReport>('sqlite-nocache');
const frontend = read<FrontendReport>('frontend');
const lighthouse = read<LighthouseReport>('lighthouse');

const row = (report: LoadReport | null, scenario: string) => report?.rows.find((r) => r.scenario === scenario);
const verdict = (ok: boolean | undefined) => (ok === undefined ? '—' : ok ? 'met' : '**not met**');
const pct = (r: Row | undefined) => (r ? `${Math.round(r.ceilingRatio * 100)} %` : '—');
const lines: string[] = [];
const add = (target: string, measured: string, ok: boolean | undefined) =>
  lines.push(`| ${target} | ${measured} | ${verdict(ok)} |`);

for (const [name, report] of engines) {
  if (!report) continue;
  const guest = row(report, 'guest-feed-p1');
  const user = row(report, 'user-feed-p1');
  const deep = row(report, 'feed-deep');
  const writeRun = writeRuns[name];
  const writeRow = (scenario: string) => row(writeRun, scenario) ?? row(report, scenario);
  const like = writeRow('like-toggle');
  const comment = writeRow('comment-create');
  const search = row(report, 'search');
  const sqlite = name === 'SQLite';
  add(
    `${name}: guest feed p1 ≥ 50 % of ceiling, p99 ≤ 25 ms`,
    guest
      ? `${pct(guest)} (${guest.requestsPerSecond} of ${guest.ceilingRequestsPerSecond} req/s), p99 ${guest.p99} ms`
      : '—',
    guest && guest.ceilingRatio >= 0.5 && guest.p99 <= 25,
  );
  const userTarget = sqlite ? 0.5 : 0.35;
  add(
    `${name}: signed-in feed p1 ≥ ${userTarget * 100} % of ceiling, p99 ≤ 25 ms`,
    user
      ? `${pct(user)} (${user.requestsPerSecond} of ${user.ceilingRequestsPerSecond} req/s), p99 ${user.p99} ms`
      : '—',
    user && user.ceilingRatio >= userTarget && user.p99 <= 25,
  );
  const home = row(report, 'guest-home-html');
  if (home) {
    add(
      `${name}: server-rendered guest \`/\` ≥ 40 % of ceiling`,
      `${pct(home)} (${home.requestsPerSecond} of ${home.ceilingRequestsPerSecond} req/s), p99 ${home.p99} ms`,
      home.ceilingRatio >= 0.4,
    );
  }
  if (deep && guest) {
    const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.POSITIVE_INFINITY);
    add(
      `${name}: feed page 5,000 within 2× page 1's latency`,
      `p50 ${deep.p50} vs ${guest.p50} ms (${ratio(deep.p50, guest.p50).toFixed(1)}×), p99 ${deep.p99} vs ${guest.p99} ms (${ratio(deep.p99, guest.p99).toFixed(1)}×)`,
      ratio(deep.p50, guest.p50) <= 2 && ratio(deep.p99, guest.p99) <= 2,
    );
  }
  // PostgreSQL (fsync off, as the bench runs it) has its own write targets and a p99 bound.
  const writeTarget = (r: Row, rate: number) =>
    r.requestsPerSecond >= rate && r.errors + r.non2xx === 0 && (sqlite || r.p99 <= 100);
  // The writes of one account (every grant on one member's row) and of many members in turn
  // (bench/scenarios.ts); decision 293 judges the targets on the many-member rows.
  const writes = [
    { r: like, what: 'like toggle', rate: sqlite ? 2000 : 1500 },
    { r: writeRow('like-toggle-members'), what: 'like toggle (many members)', rate: sqlite ? 2000 : 1500 },
    { r: comment, what: 'comment create', rate: sqlite ? 1000 : 800 },
    { r: writeRow('comment-create-members'), what: 'comment create (many members)', rate: sqlite ? 1000 : 800 },
  ];
  for (const { r, what, rate } of writes) {
    if (!r) continue;
    add(
      `${name}: ${what} ≥ ${rate.toLocaleString('en')} req/s, 0 errors${sqlite ? '' : ', p99 ≤ 100 ms'}`,
      `${r.requestsPerSecond} req/s, p99 ${r.p99} ms, ${r.errors + r.non2xx} errors`,
      writeTarget(r, rate),
    );
  }
  const distinctReport = row(report, 'search-distinct') ? report : distinctRuns[name];
  const distinct = row(distinctReport, 'search-distinct');
  if (distinctReport && distinct?.alongside && distinct.eventLoopDelayMs) {
    const { idle, during } = distinct.alongside;
    const load = distinctReport.loadAverage ? ` (load ${distinctReport.loadAverage.before})` : '';
    add(
      `${name}: search, 2,000 distinct queries, p99 ≤ 50 ms`,
      `p50 ${distinct.p50} ms, p99 ${distinct.p99} ms, ${distinct.requestsPerSecond} req/s${load}`,
      distinct.p99 <= 50,
    );
    add(
      `${name}: guest feed during distinct searches p99 ≤ 2× idle + 5 ms`,
      `p99 ${during.p99} ms (idle ${idle.p99} ms), ${during.requestsPerSecond} req/s`,
      during.p99 <= 2 * idle.p99 + 5,
    );
    if (sqlite)
      add(
        `${name}: event-loop delay p99 ≤ 20 ms during distinct searches`,
        `p99 ${distinct.eventLoopDelayMs.p99} ms`,
        distinct.eventLoopDelayMs.p99 <= 20,
      );
  }
  if (search) {
    add(
      `${name}: search p99 ≤ 50 ms at 100k posts`,
      `p99 ${search.p99} ms, ${search.requestsPerSecond} req/s`,
      search.p99 <= 50,
    );
  }
}
if (uncached) {
  const search = row(uncached, 'search');
  const deep = row(uncached, 'feed-deep');
  const guest = row(uncached, 'guest-feed-p1');
  if (deep && guest) {
    add(
      'SQLite, read cache off: feed page 5,000 within 2× page 1 (database paths alone)',
      `p50 ${deep.p50} vs ${guest.p50} ms, p99 ${deep.p99} vs ${guest.p99} ms`,
      deep.p50 <= 2 * guest.p50 && deep.p99 <= 2 * guest.p99,
    );
  }
  if (search) {
    add(
      'SQLite, read cache off: search p99 ≤ 50 ms',
      `p99 ${search.p99} ms, ${search.requestsPerSecond} req/s`,
      search.p99 <= 50,
    );
  }
}
for (const { engine, report, met } of millionGeneration()) {
  add(
    `${engine}: \`bench:data -- --posts 1000000\` ≤ 15 min`,
    report
      ? `${(report.seconds.total / 60).toFixed(1)} min (load average ${report.loadAverage.before[0]} at the start)`
      : 'not generated yet (`npm run bench:postgres -- --posts 1000000 --report …`)',
    met,
  );
}
for (const c of millionComparisons()) {
  add(
    `${c.engine}, 1M posts: ${c.label} p99 within 2× of 100k`,
    `p99 ${c.at1m.p99} vs ${c.at100k.p99} ms (${c.ratio.toFixed(1)}×)${c.at1m.errors + c.at1m.non2xx > 0 ? `, ${c.at1m.errors + c.at1m.non2xx} failed requests at 1M` : ''}`,
    c.met,
  );
}
if (frontend) {
  add(
    `JS Chromium fetches for \`/\` on a phone until hydrated ≤ ${Math.round(frontend.js.budgetGzip / 1024)} KB gzip`,
    `${(frontend.js.gzip / 1024).toFixed(1)} KB (CSS ${(frontend.css.gzip / 1024).toFixed(1)} KB)`,
    frontend.js.gzip <= frontend.js.budgetGzip,
  );
}
for (const page of lighthouse?.pages ?? []) {
  const name = page.page.replace(/post\d+$/, 'post{id}');
  add(
    `Lighthouse \`${name}\`: performance ≥ 98`,
    String(page.scores.performance),
    (page.scores.performance ?? 0) >= 98,
  );
  const seconds = (text: string | undefined) => Number.parseFloat((text ?? '').replace(/,/g, ''));
  const lcp = page.metrics?.['largest-contentful-paint'];
  const cls = page.metrics?.['cumulative-layout-shift'];
  const tbt = page.metrics?.['total-blocking-time'];
  if (lcp && cls && tbt) {
    add(
      `Lighthouse \`${name}\`: LCP ≤ 1.5 s, CLS ≤ 0.02, TBT ≤ 100 ms`,
      `LCP ${lcp}, CLS ${cls}, TBT ${tbt}`,
      seconds(lcp) <= 1.5 && seconds(cls) <= 0.02 && seconds(tbt) <= 100,
    );
  }
  add(
    `Lighthouse \`${name}\`: accessibility ≥ 95`,
    String(page.scores.accessibility),
    (page.scores.accessibility ?? 0) >= 95,
  );
}

const runOf = (name: string, r: LoadReport) =>
  `${name} ${r.date.slice(0, 16).replace('T', ' ')} UTC (${r.machine}, ${r.connections} connections, ${r.duration} s per scenario${r.loadAverage ? `, load ${r.loadAverage.before}` : ''})`;
const sources = [
  ...engines.flatMap(([name, r]) => (r ? [runOf(name, r)] : [])),
  ...Object.entries(writeRuns).flatMap(([name, r]) => (r ? [runOf(`${name} likes and comments`, r)] : [])),
  ...Object.entries(distinctRuns).flatMap(([name, r]) => (r ? [runOf(`${name} distinct searches`, r)] : [])),
].join('; ');
const table = [
  '<!-- figures:start (written by `npm run bench:summary`) -->',
  `Runs: ${sources || 'none yet'}.`,
  '',
  '| target | measured | |',
  '|---|---|---|',
  ...lines,
  '<!-- figures:end -->',
].join('\n');

const readme = path.join(dir, 'README.md');
const current = fs.existsSync(readme)
  ? fs.readFileSync(readme, 'utf8')
  : '# Benchmark results\n\n<!-- figures:start --><!-- figures:end -->\n';
const updated = current.replace(/<!-- figures:start[\s\S]*?<!-- figures:end -->/, table);
fs.writeFileSync(readme, updated);
console.log(table);
